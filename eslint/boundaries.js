import fs from 'node:fs';
import path from 'node:path';

/**
 * The import boundaries of the project as zones of the stock `import-x/no-restricted-paths` rule, which resolves
 * every form of import through the TypeScript resolver: relative paths, the `#client/`, `#server/`, `#shared/`
 * aliases, re-exports and dynamic `import()` (decision 208). Proved by planted violations in eslint/rules.test.ts.
 *
 * - client, server and shared: the client and the server never import each other; shared imports neither;
 * - server layers: the database layer, plugins, realtime and auth never import a feature; a feature reaches another
 *   feature only through that feature's one public file, its `index.ts`;
 * - client layers point one way, features → components → lib; a feature never imports another feature.
 */
const root = path.resolve(import.meta.dirname, '..');
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const clientFeatures = folders('src/client/features');
const serverFeatures = folders('src/server/features');

const BOTH_SIDES = 'client and server never import each other';
export const boundaryZones = [
  { target: './src/client', from: './src/server', message: BOTH_SIDES },
  { target: './src/server', from: './src/client', message: BOTH_SIDES },
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'shared imports neither side' },
  {
    target: ['./src/server/db', './src/server/plugins', './src/server/realtime', './src/server/auth'],
    from: './src/server/features',
    message: 'the database layer, plugins, realtime and auth never import a feature: features build on them',
  },
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [`./${feature}`, ...serverFeatures.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: `server feature "${feature}" reaches into another feature: import that feature's index.ts (its public file), and export there what it offers`,
  })),
  {
    target: './src/client/lib',
    from: ['./src/client/components', './src/client/features'],
    message: 'lib imports neither components nor features (layers: features → components → lib → shared)',
  },
  {
    target: './src/client/components',
    from: './src/client/features',
    message: 'components import no feature (layers: features → components → lib → shared)',
  },
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: `feature "${feature}" imports another feature: move what both need to components/ or lib/, or compose them in routes/`,
  })),
];

/**
 * Only repository files import the database schema: a feature's data access lives in its `repository.ts`, or in a
 * `repository/` folder once that grows past a few hundred lines; routes and services call repository functions
 * (decision 275). Exempt: the database layer itself, tests and their helpers. The zone joins the others in a config
 * block for every server file that is not a repository (eslint.config.js), so its reach is the block's `files`
 * minus its `ignores`.
 */
export const REPOSITORY_FILES = ['src/server/**/repository.ts', 'src/server/**/repository/**'];
export const SCHEMA_IMPORT_EXEMPT = ['src/server/db/**', 'src/server/**/*.test.ts'];
export const schemaZone = {
  target: './src/server',
  from: './src/server/db/schema.ts',
  message: 'only repository files (repository.ts, repository/) import the database schema: call a repository function',
};
