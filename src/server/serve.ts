/**
 * The server process's entry (`npm start`, `npm run serve`, the servers tests and the topology run start): it turns
 * on Node's compile cache, then loads and starts the server. Modules compiled once (TypeScript stripped, then
 * compiled by V8) are read back from the cache on the next start: a start takes about 1.4 s of CPU instead of 1.8 s,
 * which matters when instances restart one after another beside others serving (decision 316). The cache is Node's
 * default folder (`NODE_COMPILE_CACHE`, else node-compile-cache in the system's temporary folder); an entry that
 * does not match the file or this Node is compiled again.
 */
import module from 'node:module';

module.enableCompileCache();
// main() reports start-up problems in one line and exits; anything else still gets one line here.
await import('./main.ts')
  .then((m) => m.main())
  .catch((error: unknown) => {
    console.error(`Tavola could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
