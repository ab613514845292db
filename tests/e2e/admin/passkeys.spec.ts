import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSection, slowAdminTests } from './admin-session';
import { createStaffAccount, signInWithPassword, signOut } from './staff-accounts';

slowAdminTests();
// A WebAuthn relying party id is a domain name: this file's server has BASE_URL http://localhost:<port>.
test.use({ siteHost: 'localhost' });

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials and verifies its user, as a laptop's fingerprint reader would.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

test('a staff member adds a passkey, then signs in with it as the second step and without a password', async ({ page, request, admin }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const { username, id } = await createStaffAccount(request, await admin.headers(), 'passkey');
  try {
    await signInWithPassword(page, username);
    await expect(page.getByTestId('admin-username')).toHaveText(username);
    await openSection(page, 'settings', 'Settings');
    await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Two-step sign-in' });
    await panel.getByLabel('Passkey name').fill('Virtual laptop');
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = panel.getByRole('table', { name: 'Your passkeys' });
    await expect(passkeys.getByRole('cell', { name: 'Virtual laptop', exact: true })).toBeVisible();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    await passkeys.getByRole('button', { name: 'Rename Virtual laptop' }).click();
    await passkeys.getByLabel('New name').fill('Fingerprint laptop');
    await passkeys.getByRole('button', { name: 'Save' }).click();
    await expect(passkeys.getByRole('cell', { name: 'Fingerprint laptop', exact: true })).toBeVisible();
    await signOut(page);

    // The password alone no longer signs in: the second step asks for the passkey.
    await signInWithPassword(page, username);
    await expect(page.getByText('Two-step sign-in is on for this account.')).toBeVisible();
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page.getByTestId('admin-username')).toHaveText(username);
    await signOut(page);

    // Passwordless: no username typed; the passkey names the account.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByTestId('admin-username')).toHaveText(username);
    await expect(page).toHaveURL(/\/admin\/dashboard/);
  } finally {
    await request.delete(`/api/admin/users/${id}`, { headers: await admin.headers() });
  }
});

test('when the owner requires two-step sign-in, a staff member without a factor enrols a passkey before getting a session', async ({
  page,
  request,
  admin,
}) => {
  await addVirtualAuthenticator(page);
  const headers = await admin.headers();
  const { username, id } = await createStaffAccount(request, headers, 'required');
  expect((await request.put('/api/auth/policy', { data: { requireTwoFactor: true }, headers })).ok()).toBe(true);
  try {
    await signInWithPassword(page, username);
    await expect(page.getByText('Two-step sign-in is required for all staff.')).toBeVisible();
    // Half signed in: nothing is stored that could call the API.
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByTestId('admin-username')).toHaveText(username);
    await signOut(page);
    await signInWithPassword(page, username);
    await expect(page.getByRole('button', { name: 'Use your passkey' })).toBeVisible();
  } finally {
    // The shared administrator has no factor: lift the requirement with the token taken before it was set.
    await request.put('/api/auth/policy', { data: { requireTwoFactor: false }, headers });
    await request.delete(`/api/admin/users/${id}`, { headers });
  }
});
