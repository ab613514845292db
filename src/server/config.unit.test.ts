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
