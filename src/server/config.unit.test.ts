import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('applies the documented defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    baseUrl: 'http://localhost:3000',
    databaseUrl: undefined,
    adminUsername: 'admin',
    logLevel: 'info',
  });
  expect(config.dataDir.endsWith('.data')).toBe(true);
});

it('fails with every problem named when the environment is invalid', () => {
  const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BASE_URL: 'not a url', ADMIN_PASSWORD: 'short' });
  expect(attempt).toThrow(ConfigError);
  try {
    attempt();
  } catch (error) {
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'BASE_URL', 'ADMIN_PASSWORD']) expect(message).toContain(name);
  }
});

it('reads CORS_ORIGINS as a list of exact origins and refuses anything else', () => {
  expect(loadConfig({}).corsOrigins).toEqual([]);
  expect(loadConfig({ CORS_ORIGINS: 'https://crm.example.com, http://localhost:5173' }).corsOrigins).toEqual([
    'https://crm.example.com',
    'http://localhost:5173',
  ]);
  for (const value of ['crm.example.com', 'https://crm.example.com/', 'https://crm.example.com/path', '*']) {
    expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS must list origins/);
  }
});

it('mail: SMTP and DKIM are off by default, and MAIL_FROM defaults to the brand settings (unset here)', () => {
  expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined, dkim: undefined, retryDelaySeconds: 30, linkSecret: undefined });
});

it('mail: DKIM takes all three variables or none, and a one-line key gets its line breaks back', () => {
  const dkim = { DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----', DKIM_SELECTOR: 'mail', DKIM_DOMAIN: 'example.com' };
  expect(loadConfig(dkim).mail.dkim).toEqual({
    domainName: 'example.com',
    keySelector: 'mail',
    privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
  });
  expect(() => loadConfig({ DKIM_SELECTOR: 'mail' })).toThrow(
    'DKIM: set all of DKIM_PRIVATE_KEY, DKIM_SELECTOR, DKIM_DOMAIN or none (only DKIM_SELECTOR given)',
  );
});

it.each([
  ['SMTP_URL', 'http://mail.example.com'],
  ['MAIL_FROM', 'Dovetail Group'],
  ['MAIL_FROM', 'a@b.c <x>'],
  ['MAIL_RETRY_DELAY_SECONDS', '0'],
  ['MAIL_LINK_SECRET', 'too-short'],
])('mail: %s=%j stops start-up with the variable named', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(name);
});

it('mail: accepts an smtps URL and a named sender', () => {
  const { mail } = loadConfig({ SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465', MAIL_FROM: 'Dovetail Group <hello@dovetailgroup.co.uk>' });
  expect(mail).toMatchObject({ smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465', from: 'Dovetail Group <hello@dovetailgroup.co.uk>' });
});

it('HSTS is off by default, on when BASE_URL is https, and the HSTS variable decides either way', () => {
  expect(loadConfig({}).hsts).toBe(false);
  expect(loadConfig({ BASE_URL: 'https://consultancy.example' }).hsts).toBe(true);
  expect(loadConfig({ BASE_URL: 'https://consultancy.example', HSTS: 'false' }).hsts).toBe(false);
  expect(loadConfig({ HSTS: 'true' }).hsts).toBe(true);
});
