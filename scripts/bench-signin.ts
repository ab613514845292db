/**
 * What the second step costs at sign-in: p50/p95 of a password-only sign-in and of a two-step one
 * (password, then a real TOTP code), each a full HTTP exchange with the in-process server over a
 * throwaway embedded PostgreSQL. `npm run bench:signin [-- ROUNDS]`; figures go to docs/benchmarks.md.
 */
import os from 'node:os';
import { TOTP, Secret } from 'otpauth';
import { createUser, UserEntity } from '../src/modules/auth';
import { withInProcessApp } from './lib/in-process-app';
import { percentile } from './lib/measure';

const ROUNDS = Number(process.argv[2] ?? 40);
const WARM_UP = 5;
const PASSWORD = 'bench sign-in password';

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   (${sorted.length} sign-ins)`;
};

await withInProcessApp({}, async ({ orm, call }) => {
  await createUser(orm.em.fork(), 'bench-password-only', PASSWORD);
  await createUser(orm.em.fork(), 'bench-two-step', PASSWORD);
  const secret = new Secret({ size: 20 });
  await orm.em.fork().nativeUpdate(UserEntity, { username: 'bench-two-step' }, { totpSecret: secret.base32 });
  const totp = new TOTP({ secret });

  const passwordOnly = async () => {
    const started = performance.now();
    await call('POST', '/api/auth/login', { username: 'bench-password-only', password: PASSWORD });
    return performance.now() - started;
  };
  const twoStep = async () => {
    // A code is good once per 30-second step: forget the last one, outside the timed part.
    await orm.em.fork().nativeUpdate(UserEntity, { username: 'bench-two-step' }, { totpLastStep: null });
    const started = performance.now();
    const { challengeToken } = await call<{ challengeToken: string }>('POST', '/api/auth/login', { username: 'bench-two-step', password: PASSWORD });
    await call('POST', '/api/auth/login/second-factor', { challengeToken, code: totp.generate() });
    return performance.now() - started;
  };

  const times = { passwordOnly: [] as number[], twoStep: [] as number[] };
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    // Interleaved, so a burst of load elsewhere on the machine hits both alike.
    const a = await passwordOnly();
    const b = await twoStep();
    if (round >= WARM_UP) {
      times.passwordOnly.push(a);
      times.twoStep.push(b);
    }
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(summary('password only', times.passwordOnly));
  console.log(summary('password + TOTP (two calls)', times.twoStep));
});
