import { spawn } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../support/database-server';
import getPort from 'get-port';

it('on SIGTERM the server finishes the requests in flight, then exits cleanly', async () => {
  const server = inject('databaseServerUrl');
  const name = uniqueName('shutdown');
  await adminQuery(server, `create database ${name} template ${inject('templateDatabase')}`);
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl(server, name),
      LOG_LEVEL: 'warn',
      PUBLIC_WRITE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    for (let i = 0; i < 100 && !output.includes('site ready'); i++) await new Promise((r) => setTimeout(r, 200));
    expect(output).toContain('site ready');

    // A request whose body is still arriving when SIGTERM comes: it is in flight, and must be finished.
    const body = JSON.stringify({ name: 'Shutdown Test', email: 'slow@example.com', subject: 'In flight', message: 'Sent across a SIGTERM.' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/contact',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => child.kill('SIGTERM'), 300);
      setTimeout(() => request.end(body.slice(20)), 1500);
    });
    const result = await answer;
    expect(result.status, result.text).toBe(200);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);

    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl(server, name) });
    await client.connect();
    const stored = await client.query("select count(*)::int as n from contact_messages where email = 'slow@example.com'");
    await client.end();
    expect(stored.rows[0].n).toBe(1);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await adminQuery(server, `drop database if exists ${name} with (force)`);
  }
}, 60_000);
