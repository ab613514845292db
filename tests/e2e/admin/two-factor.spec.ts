import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousViolations } from '../support/accessibility';
import { test } from '../support/fixtures';
import { openSection, slowAdminTests, expect } from './admin-session';
import { createStaffAccount, signInWithPassword, signOut, STAFF_PASSWORD as PASSWORD } from './staff-accounts';

slowAdminTests();

/** What the user's authenticator app shows, now or `stepsAhead` 30-second steps later (the server takes one step of drift). */
const authenticatorCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** A six-digit code that is none of the ones the server would take now. */
const wrongCode = (secret: string) => {
  const good = new Set([-1, 0, 1, 2].map((steps) => authenticatorCode(secret, steps)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !good.has(code))!;
};

test('a staff member turns on two-step sign-in and signs in with a code from the app or a recovery code', async ({ page, request, admin, consoleGuard }) => {
  // The wrong codes answer 400 (set-up) and 401 (sign-in); the browser reports both.
  consoleGuard.allow(/status of 40[01]/);
  // An account of its own: other specs sign in as the shared test administrator with a password alone.
  const { username, id } = await createStaffAccount(request, await admin.headers(), 'twofactor');
  try {
    await signInWithPassword(page, username);
    await expect(page.getByTestId('admin-username')).toHaveText(username);
    // The welcome toast is not what the accessibility checks below are about.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    await openSection(page, 'settings', 'Settings');
    await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Two-step sign-in' });
    await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = panel.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    // Drawn, not a broken image: the content security policy lets the data: URL through.
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = await panel.getByLabel('Set-up key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectNoSeriousViolations(page, 'on the authenticator set-up');

    const codeField = panel.getByLabel('2. Enter the 6-digit code the app shows');
    await codeField.fill(wrongCode(secret));
    await panel.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(panel.getByText('That code is not correct')).toBeVisible();

    await codeField.fill(authenticatorCode(secret));
    await panel.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const [recoveryCode = '', otherRecoveryCode = ''] = (await codes.allTextContents()).map((text) => text.trim());
    expect(recoveryCode).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expectNoSeriousViolations(page, 'on the recovery codes');
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();
    await signOut(page);

    // The password alone no longer signs in: the second step asks for the app's code.
    await signInWithPassword(page, username);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await code.fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not correct')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, "on sign-in's second step with a wrong code");
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The set-up used this step's code, and each step's code is good once: the app's next one (within the allowed drift).
    await code.fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByTestId('admin-username')).toHaveText(username);
    await signOut(page);

    // A challenge is good once: used elsewhere (here through the API, with another recovery code), the page
    // goes back to the password step and says why.
    const loginAnswer = page.waitForResponse((response) => response.url().includes('auth.login'));
    await signInWithPassword(page, username);
    const challengeToken = /"challengeToken":"([^"]+)"/.exec(await (await loginAnswer).text())?.[1];
    expect(challengeToken).toBeTruthy();
    const elsewhere = await request.post('/api/auth/login/second-factor', { data: { challengeToken, recoveryCode: otherRecoveryCode } });
    expect(elsewhere.ok()).toBe(true);
    await code.fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The sign-in has expired; please sign in again' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(username);

    // Without the app: a recovery code, good once.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('admin-username')).toHaveText(username);

    await openSection(page, 'settings', 'Settings');
    await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
    await expect(panel.getByText('Two-step sign-in is on. 8 recovery codes left.')).toBeVisible();
    // Turning it off needs the password.
    await panel.getByLabel('Current password').fill('not my password');
    await panel.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(panel.getByText('The current password is not correct')).toBeVisible();
    await panel.getByLabel('Current password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(panel.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
    expect((await login.json()).data.token).toBeTruthy();
  } finally {
    await request.delete(`/api/admin/users/${id}`, { headers: await admin.headers() });
  }
});

test('the sessions tab lists where one is signed in and signs the others out', async ({ page, request, admin }) => {
  const { username, id } = await createStaffAccount(request, await admin.headers(), 'sessions');
  try {
    const other = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
    const otherToken = (await other.json()).data.token as string;
    await signInWithPassword(page, username);
    await expect(page.getByTestId('admin-username')).toHaveText(username);

    await openSection(page, 'settings', 'Settings');
    await page.getByRole('tab', { name: 'Your sessions' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Your sessions' });
    const rows = panel.getByRole('table', { name: 'Your sessions' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'This session' })).toHaveCount(1);

    await panel.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Other sessions signed out', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(panel.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } });
    expect(me.status()).toBe(401);
  } finally {
    await request.delete(`/api/admin/users/${id}`, { headers: await admin.headers() });
  }
});
