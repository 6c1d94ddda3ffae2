/**
 * `npm start`: builds the client when there is no build yet (a fresh clone), then runs the server on
 * the embedded database. `--demo` (npm run demo) first fills demo data and prints its logins.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const dist = process.env.CLIENT_DIST ?? 'dist';
if (!fs.existsSync(`${dist}/index.html`) || !fs.existsSync(`${dist}/.ssr/guest-ssr.js`)) {
  console.log('Building the web app (first start)…');
  // The client, then the guest page's server renderer into dist/.ssr (decision 121).
  for (const args of [['build'], ['build', '--ssr', 'src/client/ssr/guest-ssr.tsx']]) {
    const build = spawnSync('node_modules/.bin/vite', [...args, '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
if (process.argv.includes('--demo')) process.env.TAVOLA_DEMO = '1';
await import('../src/server/serve.ts');
