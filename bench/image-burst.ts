/**
 * Peak server memory under an image burst: 24 concurrent uploads of a PNG just
 * under the 40 MP cap (8000 × 4999) to one real server process; prints the server's peak RSS
 * (VmHWM) and its RSS once the burst is over, with the statuses it answered.
 *
 *   node bench/image-burst.ts [--root <checkout of the server to measure>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { seed } from '../src/test/seed-http.ts';
import { startServer } from '../e2e/server.ts';

const rootAt = process.argv.indexOf('--root');
const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : process.cwd();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-burst-'));
fs.chmodSync(dataDir, 0o755);
const server = await startServer({
  cwd: root,
  dataDir,
  env: { CLIENT_DIST: '/nonexistent', REGISTRATIONS_PER_IP: '1000' },
});
const url = server.url;
const child = server.process;
const mem = () => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};
try {
  const s = await seed(url);
  const png = await sharp({ create: { width: 8000, height: 4999, channels: 3, background: '#7a5c3e' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const idle = mem();
  const statuses = await Promise.all(
    Array.from({ length: 24 }, async () => {
      const form = new FormData();
      form.append('bg', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const res = await fetch(`${url}/api/company/${s.companyId}/pubs/${s.pubId}/bg`, {
        method: 'PATCH',
        headers: { accesstoken: s.token },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const after = mem();
  const counts = Object.entries(statuses.reduce<Record<number, number>>((m, st) => ((m[st] = (m[st] ?? 0) + 1), m), {}))
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
  console.log(
    `image burst (${root}): 24 uploads of 8000×4999 PNG (${(png.length / 1024).toFixed(0)} KiB): statuses ${counts}; RSS idle ${idle.rss} MB, peak ${after.peak} MB, after ${after.rss} MB`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
