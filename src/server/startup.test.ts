import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/app.ts';
import { freePort } from './db/embedded.ts';

/**
 * Start-up problems stop with one line that says what to do, never a stack trace (docs/product.md
 * D11): a port already taken, a DATABASE_URL that cannot be used, and — as root — a
 * DATA_DIR inside a folder PostgreSQL's own user cannot enter.
 */
function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/serve.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', CLIENT_DIST: '/nonexistent', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => {
      stdout += d;
      // Started after all: stop it, the test then fails on the exit code.
      if (/running at/.test(stdout)) child.kill('SIGTERM');
    });
    child.on('exit', (code) => resolve({ code, stderr, stdout }));
  });
}
const lines = (text: string) => text.trim().split('\n').filter(Boolean);

let blocker: net.Server;
let takenPort: number;
// Another server listening as Tavola does, with SO_REUSEPORT (lifecycle/acceptors.ts): the port is not shared with it.
let sharer: net.Server;
let sharedPort: number;
beforeAll(async () => {
  blocker = net.createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
  takenPort = (blocker.address() as net.AddressInfo).port;
  sharer = net.createServer();
  await new Promise<void>((r) => sharer.listen({ port: 0, host: '127.0.0.1', reusePort: true }, () => r()));
  sharedPort = (sharer.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => blocker.close(() => r()));
  await new Promise<void>((r) => sharer.close(() => r()));
});

// Each case starts its own server process and waits for it to give up: they run side by side, each with a minute.
describe.concurrent('start-up problems: one line, exit 1', { timeout: 60_000 }, () => {
  it('a port already taken', async () => {
    const r = await run({ PORT: String(takenPort), DATABASE_URL: await createTestDatabase() });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([
      `Port ${takenPort} on 127.0.0.1 is already in use: stop what uses it, or set PORT to another port.`,
    ]);
  });

  it('a port another server listens on with SO_REUSEPORT, as a second Tavola would', async () => {
    const r = await run({ PORT: String(sharedPort), DATABASE_URL: await createTestDatabase() });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([
      `Port ${sharedPort} on 127.0.0.1 is already in use: stop what uses it, or set PORT to another port.`,
    ]);
  });

  it('a DATABASE_URL nothing answers on', async () => {
    const closed = await freePort();
    const r = await run({ PORT: '0', DATABASE_URL: `postgres://nobody:x@127.0.0.1:${closed}/nowhere` });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/^The database at DATABASE_URL cannot be used \(.+\): check DATABASE_URL/);
  });

  it("a DATABASE_LISTEN_URL where LISTEN does not hear DATABASE_URL's database", async () => {
    const r = await run({
      PORT: '0',
      DATABASE_URL: await createTestDatabase(),
      DATABASE_LISTEN_URL: await createTestDatabase(),
    });
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([
      'Live events are not heard through DATABASE_LISTEN_URL (LISTEN does not take effect there, as behind a pooler in transaction mode): point DATABASE_LISTEN_URL at a direct connection to the same database.',
    ]);
  });

  it.runIf(process.getuid?.() === 0)('as root, DATA_DIR inside a 0700 folder PostgreSQL cannot enter', async () => {
    const hidden = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-hidden-'));
    fs.chmodSync(hidden, 0o700);
    try {
      const r = await run({ PORT: '0', DATA_DIR: path.join(hidden, 'data') });
      expect(r.code).toBe(1);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(r.stderr).toContain(`who cannot enter ${hidden} (mode 700)`);
      expect(r.stderr).toContain('/opt/tavola');
    } finally {
      fs.rmSync(hidden, { recursive: true, force: true });
    }
  });
});
