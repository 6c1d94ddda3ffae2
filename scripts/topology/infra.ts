import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The packaged pieces of the topology run (Debian's postgresql, pgbouncer and haproxy), each in its own
 * folder under one temporary directory and on its own port. PostgreSQL and PgBouncer refuse to run as
 * root: as root they run as the `postgres` user the postgresql package creates.
 */
const asRoot = process.getuid?.() === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** The newest packaged PostgreSQL's bin folder (/usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'bin', 'pg_ctl')))
    : [];
  if (!majors.length) throw new Error('No packaged PostgreSQL: apt-get install -y postgresql pgbouncer haproxy');
  return path.join(root, majors.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

function need(command: string): void {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`${command} is not installed: apt-get install -y postgresql pgbouncer haproxy`);
  }
}

/** Runs a command as the postgres user when we are root (asynchronously: the run's clients keep going). */
async function runAsPostgres(file: string, args: string[]): Promise<void> {
  if (asRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', file, ...args]);
  else await promisify(execFile)(file, args);
}

function ownedByPostgres(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

export interface Postgres {
  port: number;
  /** A direct URL to the `tavola` database. */
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(root: string): Promise<Postgres> {
  const bin = postgresBin();
  const dir = path.join(root, 'postgres');
  ownedByPostgres(dir);
  // The temporary root is 0700: the postgres user must be able to enter it.
  if (asRoot) fs.chmodSync(root, 0o755);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await runAsPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'tavola',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const ctl = (...args: string[]) => runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args]);
  await ctl('-o', options, '-l', path.join(dir, 'log'), 'start');
  const admin = new pg.Client({ connectionString: `postgres://tavola@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database tavola');
  await admin.end();
  return {
    port,
    url: `postgres://tavola@127.0.0.1:${port}/tavola`,
    restart: () => ctl('-m', 'fast', '-o', options, '-l', path.join(dir, 'log'), 'restart'),
    stop: () => ctl('-m', 'immediate', 'stop'),
  };
}

export interface Daemon {
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

function daemon(child: ChildProcess, port: number, name: string, log: string): Daemon {
  let stopped = false;
  child.once('exit', (code, signal) => {
    if (code && !signal && !stopped) console.error(`${name} exited (${code}); see ${log}`);
  });
  return {
    port,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        stopped = true;
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Waits until something accepts connections on the port. */
async function listening(port: number, child: ChildProcess, name: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} did not start (exit ${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** PgBouncer in transaction mode in front of the database; returns its URL to `tavola`. */
export async function startPgBouncer(root: string, db: Postgres): Promise<Daemon & { url: string }> {
  need('pgbouncer');
  const dir = path.join(root, 'pgbouncer');
  const port = await freePort();
  fs.mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'log');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `tavola = host=127.0.0.1 port=${db.port} dbname=tavola user=tavola`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      `unix_socket_dir =`,
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 40',
      'server_reset_query =',
      // After a failed login to the server PgBouncer waits server_login_retry (15 s by default) before it tries
      // again, and meanwhile refuses every client: a database back after a restart stayed unreachable that long.
      'server_login_retry = 1',
      `logfile = ${log}`,
      '',
    ].join('\n'),
  );
  ownedByPostgres(dir);
  const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  await listening(port, child, 'pgbouncer');
  return { ...daemon(child, port, 'pgbouncer', log), url: `postgres://tavola@127.0.0.1:${port}/tavola` };
}

/** HAProxy in front of the instances: least connections, health by /api/ready, stats as CSV. */
export async function startHaproxy(
  root: string,
  instancePorts: number[],
): Promise<
  Daemon & {
    statsPort: number;
    up(name: string): Promise<boolean>;
    state(name: string): Promise<Record<string, string>>;
  }
> {
  need('haproxy');
  const dir = path.join(root, 'haproxy');
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const statsPort = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    file,
    [
      'global',
      '  maxconn 9000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      '  timeout http-request 15s',
      '  retries 3',
      '  option redispatch',
      // A request whose client closed is dropped, also one already sent to an instance (decision 308): without it,
      // HAProxy reads the close as a half-close and still delivers a request its client gave up on and retried.
      '  option abortonclose',
      'frontend tavola',
      `  bind 127.0.0.1:${port}`,
      // Live sockets stay for hours, requests last milliseconds: each gets the balancing that suits it. Sockets go
      // to the instance holding the fewest, so a restarted instance fills up again; requests go round the instances.
      // With least-connections for requests too, nearly every request went to the instance just restarted (it held
      // no sockets yet) while its code was still cold.
      '  acl live_socket hdr(upgrade) -i websocket',
      '  use_backend sockets if live_socket',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      '  timeout check 5s',
      // slowstart: an instance back up gets its share of requests over its first 15 s, while its code warms up and it
      // takes the reconnect wave of the next instance's drain (order p99 of the rolling restart, 2 runs each: 110 and
      // 116 ms with 5 s, 80 and 106 ms with 15 s).
      '  default-server inter 500ms fall 1 rise 1 slowstart 15s',
      ...instancePorts.map((p, i) => `  server i${i} 127.0.0.1:${p} check`),
      'backend sockets',
      '  balance leastconn',
      ...instancePorts.map((p, i) => `  server i${i} 127.0.0.1:${p} track instances/i${i}`),
      'listen stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  const log = path.join(dir, 'log');
  const out = fs.openSync(log, 'a');
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', out, out] });
  await listening(port, child, 'haproxy');
  /** A server's row of HAProxy's statistics, by column name. */
  const state = async (name: string) => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const header = csv.split('\n')[0].replace(/^# /, '').split(',');
    const row =
      csv
        .split('\n')
        .find((l) => l.startsWith(`instances,${name},`))
        ?.split(',') ?? [];
    return Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']));
  };
  const up = async (name: string) => (await state(name)).status === 'UP';
  return { ...daemon(child, port, 'haproxy', log), statsPort, up, state };
}
