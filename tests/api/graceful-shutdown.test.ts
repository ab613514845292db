import { spawn } from 'node:child_process';
import net from 'node:net';
import { once } from 'node:events';
import { expect, inject, it, vi } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../support/database-server';
import { halfSentContact } from '../support/half-sent-request';
import { startTestApp } from '../support/test-app';
import getPort from 'get-port';

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => resolve(false)).on('error', () => resolve(true));
    socket.on('connect', () => socket.destroy());
  });

it('on SIGTERM the server finishes the request in flight, answers one arriving later 503 in the envelope, then exits cleanly', async () => {
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
      // Fastify logs every incoming request at info: the test waits for that line.
      LOG_LEVEL: 'info',
      PUBLIC_WRITE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  try {
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const logged = (text: string, timeout = 20_000) => vi.waitFor(() => expect(output).toContain(text), { timeout, interval: 50 });
    // Ready only once the page renderer is loaded: tens of seconds on a loaded machine.
    await logged('site ready', 90_000);

    // A request whose headers are still arriving at SIGTERM: its connection is not idle, so it stays
    // open, and the request reaches the server after closing began.
    const late = net.connect(port, '127.0.0.1');
    let lateAnswer = '';
    late.on('data', (chunk) => (lateAnswer += chunk));
    const lateClosed = once(late, 'close');
    await once(late, 'connect');
    await new Promise((resolve) => late.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, resolve));

    // A request whose body is still arriving at SIGTERM: it is in flight, and must be finished.
    const inFlight = halfSentContact(port, { name: 'Shutdown Test', email: 'slow@example.com', subject: 'In flight', message: 'Sent across a SIGTERM.' });
    await logged('"url":"/api/contact"');

    child.kill('SIGTERM');
    // Closing has begun once the port refuses new connections.
    await vi.waitFor(async () => expect(await refusesConnections(port)).toBe(true), { timeout: 10_000, interval: 50 });
    late.write('\r\n');
    const result = await inFlight.finish();
    expect(result.status, result.text).toBe(201);
    // Its keep-alive connection ends with the answer, so it does not hold the server open.
    expect(result.connection).toBe('close');
    await lateClosed;
    const [head = '', lateBody = ''] = lateAnswer.split('\r\n\r\n');
    expect(head, lateAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('retry-after: 5');
    expect(JSON.parse(lateBody)).toEqual({ success: false, message: 'Service temporarily unavailable', code: 'UNAVAILABLE' });
    const [code] = await exited;
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
}, 150_000);

it('a client that sent part of a request and stopped does not hold the closing server open until its request timeout', async () => {
  const t = await startTestApp();
  const port = (t.app.server.address() as net.AddressInfo).port;
  const stalled = net.connect(port, '127.0.0.1');
  // The server cuts the connection (a reset, as it had unread bytes): what matters is that it ends.
  const stalledClosed = new Promise((resolve) => stalled.on('error', () => undefined).once('close', resolve));
  await once(stalled, 'connect');
  await new Promise((resolve) => stalled.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, resolve));
  // The request timeout is 30 s (fastify.config.ts): the test's 15 s budget fails a close that waits for it.
  await t.close();
  await stalledClosed;
  expect(stalled.destroyed).toBe(true);
}, 15_000);
