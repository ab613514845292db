import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectSuccess } from '../../../tests/support/expect-answers';
import { SoftwareAuthenticator } from '../../../tests/support/software-authenticator';
import { useTestApp } from '../../../tests/support/test-app';
import { SignInAttemptEntity } from './sign-in-attempt.entity';
import { saveSignInPolicy } from './sign-in-policy';
import { createUser } from './users.service';
import { WebauthnChallengeEntity } from './webauthn-challenge.entity';

const t = useTestApp();
// The test app's BASE_URL: the relying party is its host name, the origin the browser would report.
const ORIGIN = 'http://localhost:3000';
let accountNumber = 0;

async function newAccount() {
  const credentials = { username: `passkey-staff-${++accountNumber}`, password: 'a long password' };
  await createUser(t.orm.em.fork(), credentials.username, credentials.password);
  const token = (await t.api('/api/auth/login', { body: credentials })).body.data.token as string;
  return { credentials, token };
}

/** Registers a software passkey for the signed-in account behind `token`. */
async function addPasskey(token: string, name = 'Work laptop') {
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const options = await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token });
  expect(options.status).toBe(200);
  expect(options.body.data).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required' } });
  const added = await t.api('/api/auth/passkeys', { token, body: { name, response: authenticator.register(options.body.data) } });
  expectSuccess(added, { id: expect.any(Number), name, createdAt: expect.any(String), lastUsedAt: null }, 'Passkey added');
  return { authenticator, id: added.body.data.id as number };
}

async function accountWithPasskey() {
  const account = await newAccount();
  return { ...account, ...(await addPasskey(account.token)) };
}

const passwordStep = async (credentials: { username: string; password: string }) =>
  (await t.api('/api/auth/login', { body: credentials })).body.data as { challengeToken: string; methods: string[] };

const signInOptions = async (challengeToken?: string) =>
  (await t.api('/api/auth/login/passkey/options', { body: challengeToken ? { challengeToken } : {} })).body.data as { challenge: string };

beforeEach(async () => {
  await t.orm.em.fork().nativeDelete(SignInAttemptEntity, {});
  // The policy itself, not over HTTP: while it is on, the test admin (no factor) cannot sign in.
  await saveSignInPolicy(t.orm.em.fork(), { requireTwoFactor: false });
});

describe('enrolling a passkey', () => {
  it('a registered passkey is listed, and the password step now asks for it', async () => {
    const { credentials, token } = await accountWithPasskey();
    expectSuccess(await t.api('/api/auth/passkeys', { token }), [
      { id: expect.any(Number), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expectSuccess(await t.api('/api/auth/two-factor', { token }), { totp: false, recoveryCodesLeft: 0, passkeys: 1, required: false });
    expect(await passwordStep(credentials)).toEqual({ challengeToken: expect.any(String), methods: ['passkey'] });
  });

  it('refuses an answer from another origin, a replayed registration challenge, and the same passkey twice', async () => {
    const { token } = await newAccount();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = (await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token })).body.data;
    const phished = await t.api('/api/auth/passkeys', {
      token,
      body: { name: 'x', response: authenticator.register(options, { origin: 'https://evil.example' }) },
    });
    expect(phished.status).toBe(400);
    expect(phished.body.message).toBe('The passkey could not be verified');
    // That answer used the challenge up.
    const replay = await t.api('/api/auth/passkeys', { token, body: { name: 'x', response: authenticator.register(options) } });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('The passkey request has expired; please try again');
    const fresh = (await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token })).body.data;
    expect((await t.api('/api/auth/passkeys', { token, body: { name: 'x', response: authenticator.register(fresh) } })).status).toBe(200);
    const again = (await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token })).body.data;
    expect(again.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }]);
    expect((await t.api('/api/auth/passkeys', { token, body: { name: 'x', response: authenticator.register(again) } })).status).toBe(409);
  });

  it("a registration challenge is the account's own and lives 2 minutes", async () => {
    const { token } = await newAccount();
    const other = await newAccount();
    const options = (await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token })).body.data;
    const stolen = await t.api('/api/auth/passkeys', {
      token: other.token,
      body: { name: 'x', response: new SoftwareAuthenticator(ORIGIN).register(options) },
    });
    expect(stolen.status).toBe(400);
    const late = (await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token })).body.data;
    const stored = await t.orm.em.fork().findOneOrFail(WebauthnChallengeEntity, { challenge: late.challenge });
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000);
    await t.orm.em.fork().nativeUpdate(WebauthnChallengeEntity, { id: stored.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.api('/api/auth/passkeys', { token, body: { name: 'x', response: new SoftwareAuthenticator(ORIGIN).register(late) } })).status).toBe(400);
  });

  it('strict input: unknown fields and a non-base64url response answer 400 with field messages', async () => {
    const { token } = await newAccount();
    const options = (await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token })).body.data;
    const response = new SoftwareAuthenticator(ORIGIN).register(options);
    expect((await t.api('/api/auth/passkeys', { token, body: { name: 'x', response, extra: 1 } })).status).toBe(400);
    const bad = await t.api('/api/auth/passkeys', { token, body: { name: '', response: { ...response, id: 'not base64url!' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['name', 'response.id']);
  });
});

describe('signing in with a passkey', () => {
  it('as the second step: the challenge is bound to that sign-in, and both are good once', async () => {
    const { credentials, authenticator } = await accountWithPasskey();
    const { challengeToken } = await passwordStep(credentials);
    const answer = authenticator.authenticate(await signInOptions(challengeToken), { userVerified: false });
    const signedIn = await t.api('/api/auth/login/passkey', { body: { challengeToken, response: answer } });
    expectSuccess(signedIn, { token: expect.any(String), user: { id: expect.any(Number), username: credentials.username } }, 'Login successful');
    expect((await t.api('/api/auth/me', { token: signedIn.body.data.token })).status).toBe(200);
    expect((await t.api('/api/auth/login/passkey', { body: { challengeToken, response: answer } })).status).toBe(401);
    const list = (await t.api('/api/auth/passkeys', { token: signedIn.body.data.token })).body.data;
    expect(list[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("a passwordless challenge does not pass a second step, nor another account's passkey", async () => {
    const { credentials, authenticator } = await accountWithPasskey();
    const other = await accountWithPasskey();
    const { challengeToken } = await passwordStep(credentials);
    const unbound = authenticator.authenticate(await signInOptions());
    expect((await t.api('/api/auth/login/passkey', { body: { challengeToken, response: unbound } })).status).toBe(401);
    const someoneElse = other.authenticator.authenticate(await signInOptions(challengeToken));
    const refused = await t.api('/api/auth/login/passkey', { body: { challengeToken, response: someoneElse } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This passkey is not registered for an account here');
  });

  it('passwordless: any registered passkey with user verification signs its account in, once per challenge', async () => {
    const { credentials, authenticator } = await accountWithPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials');
    const answer = authenticator.authenticate(options);
    expectSuccess(await t.api('/api/auth/login/passkey', { body: { response: answer } }), {
      token: expect.any(String),
      user: { id: expect.any(Number), username: credentials.username },
    });
    expect((await t.api('/api/auth/login/passkey', { body: { response: answer } })).status).toBe(401);
    // Standing alone, a passkey must verify its user (PIN, biometrics).
    const unverified = authenticator.authenticate(await signInOptions(), { userVerified: false });
    expect((await t.api('/api/auth/login/passkey', { body: { response: unverified } })).status).toBe(401);
  });

  it('a wrong signature, an unknown passkey and an unknown challenge token answer 401', async () => {
    const { authenticator } = await accountWithPasskey();
    const answer = authenticator.authenticate(await signInOptions());
    const forged = { ...answer, response: { ...answer.response, signature: Buffer.from('forged').toString('base64url') } };
    expect((await t.api('/api/auth/login/passkey', { body: { response: forged } })).status).toBe(401);
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'unused' });
    expect((await t.api('/api/auth/login/passkey', { body: { response: stranger.authenticate(await signInOptions()) } })).status).toBe(401);
    expect((await t.api('/api/auth/login/passkey/options', { body: { challengeToken: 'no such token' } })).status).toBe(401);
  });

  it('failed passkey steps are throttled per account like codes: 20 concurrent forged answers check 5', async () => {
    const { credentials, authenticator } = await accountWithPasskey();
    const { challengeToken } = await passwordStep(credentials);
    const forgedAnswer = async () => {
      const answer = authenticator.authenticate(await signInOptions(challengeToken));
      return { ...answer, response: { ...answer.response, signature: Buffer.from('forged').toString('base64url') } };
    };
    const forged = await Promise.all(Array.from({ length: 20 }, forgedAnswer));
    const answers = await Promise.all(forged.map((response) => t.api('/api/auth/login/passkey', { body: { challengeToken, response } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    const right = authenticator.authenticate(await signInOptions(challengeToken));
    expect((await t.api('/api/auth/login/passkey', { body: { challengeToken, response: right } })).status).toBe(429);
  });
});

describe('managing passkeys', () => {
  it('rename; removing needs the current password; then the password alone signs in again', async () => {
    const { credentials, token, id } = await accountWithPasskey();
    expectSuccess(await t.api(`/api/auth/passkeys/${id}`, { method: 'PUT', token, body: { name: 'Phone' } }), expect.objectContaining({ id, name: 'Phone' }));
    const other = await newAccount();
    expect((await t.api(`/api/auth/passkeys/${id}`, { method: 'PUT', token: other.token, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await t.api(`/api/auth/passkeys/${id}/remove`, { token: other.token, body: { currentPassword: other.credentials.password } })).status).toBe(404);
    expect((await t.api(`/api/auth/passkeys/${id}/remove`, { token, body: { currentPassword: 'not it' } })).status).toBe(400);
    expectSuccess(await t.api(`/api/auth/passkeys/${id}/remove`, { token, body: { currentPassword: credentials.password } }), null, 'Passkey removed');
    expectSuccess(await t.api('/api/auth/passkeys', { token }), []);
    expect((await t.api('/api/auth/login', { body: credentials })).body.data.token).toEqual(expect.any(String));
  });
});

describe('the owner requires two-step sign-in', () => {
  /** Set by the account behind `token` (any staff member; there are no roles). */
  const requireTwoFactor = async (value: boolean, token: string) =>
    expectSuccess(await t.api('/api/auth/policy', { method: 'PUT', token, body: { requireTwoFactor: value } }), { requireTwoFactor: value });

  it('an account without a factor gets an enrolment token that opens nothing but enrolment; a passkey enrolled with it answers the session', async () => {
    const { credentials, token } = await newAccount();
    await requireTwoFactor(true, token);
    expectSuccess(await t.api('/api/auth/policy', { token }), { requireTwoFactor: true });
    const step = await t.api('/api/auth/login', { body: credentials });
    expectSuccess(step, { enrolmentToken: expect.any(String), enrol: ['totp', 'passkey'] }, 'Enrol a second factor to sign in');
    const enrolmentToken = step.body.data.enrolmentToken as string;
    // Not a session, not a challenge for the second step.
    for (const path of ['/api/auth/me', '/api/auth/passkeys', '/api/admin/users', '/api/auth/two-factor']) {
      expect((await t.api(path, { token: enrolmentToken })).status).toBe(401);
    }
    expect((await t.api('/api/auth/passkeys/registration-options', { method: 'POST', token: enrolmentToken })).status).toBe(401);
    expect((await t.api('/api/auth/login/second-factor', { body: { challengeToken: enrolmentToken, code: '123456' } })).status).toBe(401);
    expect((await t.api('/api/auth/login/passkey/options', { body: { challengeToken: enrolmentToken } })).status).toBe(401);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = (await t.api('/api/auth/login/enrol/passkey/options', { body: { enrolmentToken } })).body.data;
    const enrolled = await t.api('/api/auth/login/enrol/passkey', { body: { enrolmentToken, name: 'Laptop', response: authenticator.register(options) } });
    expectSuccess(enrolled, { token: expect.any(String), user: { id: expect.any(Number), username: credentials.username } });
    expect((await t.api('/api/auth/me', { token: enrolled.body.data.token })).status).toBe(200);
    // The token is used up; the next sign-in asks for the passkey.
    expect((await t.api('/api/auth/login/enrol/passkey/options', { body: { enrolmentToken } })).status).toBe(401);
    expect((await passwordStep(credentials)).methods).toEqual(['passkey']);
  });

  it('enrolling an authenticator app at sign-in answers the session and the recovery codes', async () => {
    const { credentials, token } = await newAccount();
    await requireTwoFactor(true, token);
    const enrolmentToken = (await t.api('/api/auth/login', { body: credentials })).body.data.enrolmentToken as string;
    const enrolment = (await t.api('/api/auth/login/enrol/totp', { body: { enrolmentToken } })).body.data;
    const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate();
    expect((await t.api('/api/auth/login/enrol/totp/confirm', { body: { enrolmentToken, code: code === '000000' ? '111111' : '000000' } })).status).toBe(400);
    const confirmed = await t.api('/api/auth/login/enrol/totp/confirm', { body: { enrolmentToken, code } });
    expectSuccess(confirmed, {
      token: expect.any(String),
      user: expect.objectContaining({ username: credentials.username }),
      recoveryCodes: expect.any(Array),
    });
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect((await passwordStep(credentials)).methods).toEqual(['totp', 'recovery-code']);
  });

  it("while required, an account's last factor cannot be removed; lifting it leaves password-only accounts signing in as before", async () => {
    const { credentials, token, id } = await accountWithPasskey();
    await requireTwoFactor(true, token);
    expectSuccess(await t.api('/api/auth/two-factor', { token }), expect.objectContaining({ required: true }));
    const refused = await t.api(`/api/auth/passkeys/${id}/remove`, { token, body: { currentPassword: credentials.password } });
    expect(refused.status).toBe(409);
    await requireTwoFactor(false, token);
    expect((await t.api(`/api/auth/passkeys/${id}/remove`, { token, body: { currentPassword: credentials.password } })).status).toBe(200);
    expect((await t.api('/api/auth/login', { body: credentials })).body.data).toEqual({ token: expect.any(String), user: expect.any(Object) });
  });
});
