import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The build's scripts and styles also as `.br` and `.gz` beside each file (decision 123):
 * the server's static handler (`preCompressed`) answers the smaller one the browser accepts. On
 * slow mobile data the guest page's framework chunk is ≈85 KiB gzip instead of ≈270 KiB raw. Made
 * once at build time, at the best levels, so serving costs nothing.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'tavola-precompress',
    apply: 'build',
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|mjs|css)$/.test(name)) continue;
        const file = path.join(assets, name);
        const raw = fs.readFileSync(file);
        // Small files too (the guest page starts with a dozen under 1 KiB): a copy is kept only when it is smaller.
        const br = zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
