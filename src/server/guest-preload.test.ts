import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guestPreloader } from './guest-preload.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-preload-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/client/features/guest/guest-route.tsx': {
      file: 'assets/guest-page-1.js',
      imports: ['_shared-2.js', 'index.html'],
    },
    '_shared-2.js': { file: 'assets/shared-2.js', imports: ['_guest-page-loop.js'] },
    '_guest-page-loop.js': { file: 'assets/loop.js', imports: ['_shared-2.js'] },
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('guest page preloads', () => {
  const preload = guestPreloader(dist);
  it('names the menu JSON and the guest chunks in the HTML of /pub/{url_name}/', () => {
    const html = preload('/pub/casa-demo/?lng=ro')!;
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/client/pub/casa-demo/" crossorigin="use-credentials">',
    );
    for (const file of ['guest-page-1.js', 'shared-2.js', 'loop.js']) expect(html).toContain(`href="/assets/${file}"`);
    expect(html.indexOf('preload')).toBeLessThan(html.indexOf('</head>'));
  });
  it('leaves other pages and odd names alone', () => {
    expect(preload('/pub/casa-demo/order/5')).toBeNull();
    expect(preload('/admin/company')).toBeNull();
    expect(preload('/pub/"><script>/')).toBeNull();
  });
});
