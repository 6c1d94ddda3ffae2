/**
 * The server process's entry (`npm start`, `npm run serve`, the servers tests and the topology run start): it turns
 * on Node's compile cache, then loads and starts the server: the bundle given as its first argument (built by
 * scripts/server-bundle.ts: `npm start` and the test servers run it, decision 323), else the sources. Modules
 * compiled once are read back from the cache on the next start (decision 316). The cache is Node's default folder
 * (`NODE_COMPILE_CACHE`, else node-compile-cache in the system's temporary folder); an entry that does not match the
 * file or this Node is compiled again.
 */
import module from 'node:module';
import { pathToFileURL } from 'node:url';

module.enableCompileCache();

/** Loads and starts the server from `bundle` (a file path), else from the sources. */
export async function serve(bundle?: string): Promise<void> {
  // main() reports start-up problems in one line and exits; anything else still gets one line here.
  await import(bundle ? pathToFileURL(bundle).href : './main.ts')
    .then((m: typeof import('./main.ts')) => m.main())
    .catch((error: unknown) => {
      console.error(`Tavola could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}

if (import.meta.main) await serve(process.argv[2]);
