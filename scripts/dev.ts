/** `npm run dev`: the server (port 8080) and Vite's dev server with hot reload, proxied to it. */
import { spawn } from 'node:child_process';

const server = spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/serve.ts'], {
  stdio: 'inherit',
  env: { PORT: '8080', LOG_LEVEL: 'info', ...process.env, CLIENT_DIST: '/nonexistent' },
});
const vite = spawn('node_modules/.bin/vite', [], { stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
