import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import getPort from 'get-port';
import { expect, inject, it, vi } from 'vitest';
import { adminQuery, databaseUrl, uniqueName } from '../support/database-server';
import { halfSentContact } from '../support/half-sent-request';

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => resolve(false)).on('error', () => resolve(true));
    socket.on('connect', () => socket.destroy());
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The processes npm started for the script (pgrep lists a parent's children). */
const childrenOf = (pid: number) =>
  execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);

it.each(['SIGTERM', 'SIGINT'] as const)(
  '%s sent to the `npm start` process finishes the request in flight, then stops the server it started: nothing is left running or listening',
  async (signal) => {
    const server = inject('databaseServerUrl');
    const name = uniqueName('npm_start');
    await adminQuery(server, `create database ${name} template ${inject('templateDatabase')}`);
    const port = await getPort({ host: '127.0.0.1' });
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl(server, name),
        // Fastify logs every incoming request at info: the test waits for that line.
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = once(npm, 'exit');
    let serverPids: number[] = [];
    try {
      let output = '';
      npm.stdout.on('data', (chunk) => (output += chunk));
      npm.stderr.on('data', (chunk) => (output += chunk));
      // The first run may build the client before the server starts.
      await vi.waitFor(() => expect(output).toContain('site ready'), { timeout: 280_000, interval: 100 });
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      serverPids = childrenOf(npm.pid!);
      expect(serverPids.length).toBeGreaterThan(0);

      // A request whose body is still arriving when the signal comes: it is in flight, and must be finished.
      const inFlight = halfSentContact(port, {
        name: 'Signal Test',
        email: 'signal@example.com',
        subject: 'In flight',
        message: 'Sent across a signal to npm.',
      });
      await vi.waitFor(() => expect(output).toContain('"url":"/api/contact"'), { timeout: 20_000, interval: 50 });

      npm.kill(signal);
      // Closing has begun once the port refuses new connections; the request then sends the rest of its body.
      await vi.waitFor(async () => expect(await refusesConnections(port)).toBe(true), { timeout: 10_000, interval: 50 });
      const result = await inFlight.finish();
      expect(result.status, result.text).toBe(201);
      await exited;
      await vi.waitFor(() => expect(serverPids.filter(isRunning)).toEqual([]), { timeout: 20_000, interval: 100 });
      expect(await refusesConnections(port)).toBe(true);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      for (const pid of serverPids.filter(isRunning)) process.kill(pid, 'SIGKILL');
      await adminQuery(server, `drop database if exists ${name} with (force)`);
    }
  },
  300_000,
);
