import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { StartupError, postgresIds } from './embedded.ts';

/**
 * Backups of the database while the server runs. The embedded cluster: an online physical copy of its
 * directory between pg_backup_start and pg_backup_stop, with the WAL written meanwhile and the backup
 * label, packed with the cluster's password file as `tavola-<date>.tar.gz`; restoring unpacks it into an
 * empty DATA_DIR and PostgreSQL replays the WAL at its first start. An external database: `pg_dump`'s
 * custom format when a pg_dump of the server's major version is on the PATH.
 */

/** Directories whose contents a physical copy leaves out (PostgreSQL's own list for base backups). */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

export function backupName(when: Date, ext: string): string {
  return `tavola-${when.toISOString().replace(/[:.]/g, '-')}.${ext}`;
}

/** Copies the running embedded cluster of `dataDir` into `dataDir/backups/`; returns the file. */
export async function backupEmbedded(dataDir: string, when = new Date()): Promise<string> {
  const pgDir = path.join(dataDir, 'pg');
  const portFile = path.join(dataDir, 'pg-port');
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION')) || !fs.existsSync(portFile))
    throw new StartupError(
      `No embedded database in ${dataDir}: set DATA_DIR to the server's, or DATABASE_URL for an external one.`,
    );
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(fs.readFileSync(portFile, 'utf8')),
    user: 'postgres',
    password: fs.readFileSync(passwordFile, 'utf8').trim(),
    database: 'postgres',
  });
  await client.connect().catch((error: Error) => {
    throw new StartupError(
      `The embedded database of ${dataDir} is not running (${error.message}): start Tavola, then run the backup.`,
    );
  });
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-backup-'));
  try {
    await client.query("select pg_backup_start('tavola', true)");
    let label: string;
    try {
      fs.cpSync(pgDir, path.join(stage, 'pg'), {
        recursive: true,
        filter: (source) => {
          const relative = path.relative(pgDir, source);
          const parts = relative.split(path.sep);
          if (parts.length === 1 && SKIP_FILES.has(parts[0])) return false;
          if (parts.length > 1 && EMPTY_DIRS.has(parts[0])) return false;
          return !path.basename(source).startsWith('pgsql_tmp');
        },
      });
    } finally {
      const stopped = await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)');
      label = stopped.rows[0].labelfile;
    }
    // The WAL written during the copy: recovery replays it up to the backup's end.
    fs.cpSync(path.join(pgDir, 'pg_wal'), path.join(stage, 'pg', 'pg_wal'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}archive_status${path.sep}`),
    });
    fs.writeFileSync(path.join(stage, 'pg', 'backup_label'), label);
    fs.copyFileSync(passwordFile, path.join(stage, 'pg-password'));
    const dir = path.join(dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, backupName(when, 'tar.gz'));
    const tar = spawnSync('tar', ['-czf', file, '-C', stage, 'pg', 'pg-password'], { encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr.trim()}`);
    fs.chmodSync(file, 0o600);
    return file;
  } finally {
    await client.end().catch(() => {});
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** Unpacks an embedded backup into `dataDir`, which must hold no cluster yet. */
export function restoreEmbedded(file: string, dataDir: string): void {
  if (!fs.existsSync(file)) throw new StartupError(`No backup at ${file}.`);
  const pgDir = path.join(dataDir, 'pg');
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0)
    throw new StartupError(`${dataDir} already holds a database: restore into an empty DATA_DIR.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const tar = spawnSync('tar', ['-xzf', file, '-C', dataDir], { encoding: 'utf8' });
  if (tar.status !== 0) throw new StartupError(`${file} is not a Tavola backup (${tar.stderr.trim()}).`);
  // As root, the cluster belongs to PostgreSQL's own user (as startEmbedded runs it).
  const ids = process.getuid?.() === 0 ? postgresIds() : null;
  if (ids) chownTree(pgDir, ids.uid, ids.gid);
  fs.chmodSync(pgDir, 0o700);
  for (const dir of EMPTY_DIRS) fs.mkdirSync(path.join(pgDir, dir), { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.join(pgDir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  if (ids) chownTree(pgDir, ids.uid, ids.gid);
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.chownSync(full, uid, gid);
  }
}

/** The major version of a client tool on the PATH (pg_dump, pg_restore), or null when there is none. */
function toolMajor(tool: string): number | null {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const m = run.status === 0 ? /(\d+)(?:\.\d+)?/.exec(run.stdout) : null;
  return m ? Number(m[1]) : null;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Math.floor(Number((await client.query<{ v: string }>('show server_version_num')).rows[0].v) / 10_000);
  } finally {
    await client.end();
  }
}

/** `pg_dump --format=custom` of an external database into `dataDir/backups/`. */
export async function backupExternal(url: string, dataDir: string, when = new Date()): Promise<string> {
  const major = await serverMajor(url);
  if (toolMajor('pg_dump') !== major)
    throw new StartupError(
      `No pg_dump of PostgreSQL ${major} on the PATH: install the client of that version (e.g. postgresql-client-${major}).`,
    );
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupName(when, 'dump'));
  const run = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pg_dump failed: ${run.stderr.trim()}`);
  return file;
}

/** `pg_restore` of a custom-format dump into an empty external database. */
export async function restoreExternal(file: string, url: string): Promise<void> {
  const major = await serverMajor(url);
  if (toolMajor('pg_restore') !== major)
    throw new StartupError(
      `No pg_restore of PostgreSQL ${major} on the PATH: install the client of that version (e.g. postgresql-client-${major}).`,
    );
  const run = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pg_restore failed: ${run.stderr.trim()}`);
}
