import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the real server binary (node src/server/serve.ts, not through npx, so the PID is the server's)
 * on a free port with its own DATA_DIR and embedded PostgreSQL. Tests that kill and restart a server
 * start their own; the rest share the one from global-setup.ts.
 */
export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Servers this process started and has not seen exit. A test that times out mid-restart never reaches its own
 * `stop()`, and Node does not end a child with its parent: without this the server (and its PostgreSQL) would run
 * on after the worker is gone.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** `cwd`: the checkout whose server to run (a bench may measure another one); default this one. */
export async function startServer(
  opts: { dataDir?: string; port?: number; env?: Record<string, string>; cwd?: string } = {},
): Promise<ServerHandle> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-e2e-'));
  const child = spawn(process.execPath, ['src/server/serve.ts'], {
    cwd: opts.cwd,
    env: {
      ...process.env,
      PORT: String(opts.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST: process.env.CLIENT_DIST ?? 'dist',
      LOG_LEVEL: 'error',
      MAP_STYLE_URL: 'http://127.0.0.1:9/unreachable-style.json',
      LOGIN_ATTEMPTS_PER_IP: '100000',
      REGISTRATIONS_PER_IP: '100000',
      GUEST_ORDERS_PER_IP: '100000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  const port = Number(new URL(url).port);
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
