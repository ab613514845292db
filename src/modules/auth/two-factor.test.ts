import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectSuccess } from '../../../tests/support/expect-answers';
import { useTestApp } from '../../../tests/support/test-app';
import { SignInAttemptEntity } from './sign-in-attempt.entity';
import { SignInChallengeEntity } from './sign-in-challenge.entity';
import { UserEntity } from './user.entity';
import { createUser } from './users.service';

const t = useTestApp();
let accountNumber = 0;

/** The code an authenticator app holding `secret` shows at `timestamp`. */
const codeAt = (secret: string, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** A fresh account with TOTP confirmed: its credentials, secret, recovery codes and the session that set it up. */
async function accountWithTotp() {
  const credentials = { username: `staff-${++accountNumber}`, password: 'a long password' };
  await createUser(t.orm.em.fork(), credentials.username, credentials.password);
  const token = (await t.api('/api/auth/login', { body: credentials })).body.data.token as string;
  const enrolment = await t.api('/api/auth/two-factor/totp', { method: 'POST', token });
  expect(enrolment.body.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(enrolment.body.data.uri).toMatch(new RegExp(`^otpauth://totp/.*${credentials.username}.*secret=${enrolment.body.data.secret}`));
  const secret = enrolment.body.data.secret as string;
  // The previous step's code is still good (drift); the current one stays unused for the sign-in.
  const confirmed = await t.api('/api/auth/two-factor/totp/confirm', { token, body: { code: codeAt(secret, Date.now() - 30_000) } });
  expect(confirmed.status).toBe(200);
  return { credentials, secret, token, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

beforeEach(async () => {
  await t.orm.em.fork().nativeDelete(SignInAttemptEntity, {});
});

describe('enrolling an authenticator app', () => {
  it('confirmation by a first code turns it on and answers 10 recovery codes, stored only hashed', async () => {
    const { credentials, token, recoveryCodes } = await accountWithTotp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await t.orm.em.getConnection().execute<{ code_hash: string }[]>('select code_hash from recovery_codes');
    expect(stored.map((row) => row.code_hash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));
    expectSuccess(await t.api('/api/auth/two-factor', { token }), { totp: true, recoveryCodesLeft: 10, passkeys: 0, required: false });
    expect((await t.api('/api/auth/login', { body: credentials })).body.data).toEqual({
      challengeToken: expect.any(String),
      methods: ['totp', 'recovery-code'],
    });
  });

  it('a wrong first code leaves the account signing in with its password alone', async () => {
    const credentials = { username: 'staff-unconfirmed', password: 'a long password' };
    await createUser(t.orm.em.fork(), credentials.username, credentials.password);
    const token = (await t.api('/api/auth/login', { body: credentials })).body.data.token as string;
    await t.api('/api/auth/two-factor/totp', { method: 'POST', token });
    const wrong = await t.api('/api/auth/two-factor/totp/confirm', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await t.api('/api/auth/login', { body: credentials })).body.data.token).toEqual(expect.any(String));
  });
});

describe('signing in with a second factor', () => {
  it('the password step answers a challenge, not a session; a real TOTP code exchanges it for one', async () => {
    const { credentials, secret } = await accountWithTotp();
    const challengeToken = (await t.api('/api/auth/login', { body: credentials })).body.data.challengeToken as string;
    expect((await t.api('/api/auth/me', { token: challengeToken })).status).toBe(401);
    const code = codeAt(secret);
    const second = await t.api('/api/auth/login/second-factor', { body: { challengeToken, code } });
    expectSuccess(second, { token: expect.any(String), user: { id: expect.any(Number), username: credentials.username } }, 'Login successful');
    expect((await t.api('/api/auth/me', { token: second.body.data.token })).status).toBe(200);
    // The challenge is used up, and so is the code.
    expect((await t.api('/api/auth/login/second-factor', { body: { challengeToken, code } })).status).toBe(401);
    const again = (await t.api('/api/auth/login', { body: credentials })).body.data.challengeToken as string;
    const replay = await t.api('/api/auth/login/second-factor', { body: { challengeToken: again, code } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('That code is not correct');
  });

  it('a challenge expires after 5 minutes', async () => {
    const { credentials, secret } = await accountWithTotp();
    const challengeToken = (await t.api('/api/auth/login', { body: credentials })).body.data.challengeToken as string;
    const challenges = await t.orm.em.fork().find(SignInChallengeEntity, {});
    const expiresIn = Math.max(...challenges.map((challenge) => challenge.expiresAt.getTime())) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    await t.orm.em.fork().nativeUpdate(SignInChallengeEntity, {}, { expiresAt: new Date(Date.now() - 1000) });
    const late = await t.api('/api/auth/login/second-factor', { body: { challengeToken, code: codeAt(secret) } });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('The sign-in has expired; please sign in again');
  });

  it('a recovery code works once', async () => {
    const { credentials, recoveryCodes, token } = await accountWithTotp();
    const challenge = async () => (await t.api('/api/auth/login', { body: credentials })).body.data.challengeToken as string;
    const first = await t.api('/api/auth/login/second-factor', { body: { challengeToken: await challenge(), recoveryCode: recoveryCodes[3]!.toUpperCase() } });
    expect(first.status).toBe(200);
    expect((await t.api('/api/auth/login/second-factor', { body: { challengeToken: await challenge(), recoveryCode: recoveryCodes[3] } })).status).toBe(401);
    expectSuccess(await t.api('/api/auth/two-factor', { token }), { totp: true, recoveryCodesLeft: 9, passkeys: 0, required: false });
  });

  it('wrong codes are throttled per account: 20 concurrent guesses check 5', async () => {
    const { credentials, secret } = await accountWithTotp();
    const challengeToken = (await t.api('/api/auth/login', { body: credentials })).body.data.challengeToken as string;
    const right = codeAt(secret);
    const wrongCode = right === '123456' ? '654321' : '123456';
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.api('/api/auth/login/second-factor', { body: { challengeToken, code: wrongCode } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect((await t.api('/api/auth/login/second-factor', { body: { challengeToken, code: right } })).status).toBe(429);
  });
});

describe('removing the factor', () => {
  it('needs the current password', async () => {
    const { credentials, token } = await accountWithTotp();
    const wrong = await t.api('/api/auth/two-factor/totp/remove', { token, body: { currentPassword: 'not it' } });
    expect(wrong.status).toBe(400);
    expectSuccess(
      await t.api('/api/auth/two-factor/totp/remove', { token, body: { currentPassword: credentials.password } }),
      null,
      'Two-factor sign-in is off',
    );
    const user = await t.orm.em.fork().findOneOrFail(UserEntity, { username: credentials.username });
    expect(user.totpSecret).toBeNull();
    expectSuccess(await t.api('/api/auth/two-factor', { token }), { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false });
    expect((await t.api('/api/auth/login', { body: credentials })).body.data.token).toEqual(expect.any(String));
  });
});
