import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules fail on planted violations through the project's own config: every boundary in its aliased, relative,
 * re-exported and dynamic `import()` forms (eslint/boundaries.js), cycles, Web Storage.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const BOUNDARY = 'import-x/no-restricted-paths';
/** The boundary messages a planted file raises, in each of its three import forms. */
async function planted(file: string, spec: string): Promise<string[][]> {
  const forms = [
    `import { x } from '${spec}';\nexport const y = x;\n`,
    `export { x } from '${spec}';\n`,
    `export const y = () => import('${spec}');\n`,
  ];
  return Promise.all(forms.map(async (code) => (await rulesHit(file, code)).filter((m) => m.startsWith(BOUNDARY))));
}
const hitEach = (hits: string[][], text: string) =>
  hits.forEach((h, form) => expect(h.join('\n'), `form ${form}`).toContain(text));

// The first lint loads the config and resolves the whole import graph for the cycle rule: tens of seconds on a busy
// machine, so each test here has two minutes.
describe('boundary lint rules', { timeout: 120_000 }, () => {
  it.each([
    ['src/client/features/guest/planted.ts', '#server/features/orders/change.ts'],
    ['src/client/features/guest/planted.ts', '../../../server/http.ts'],
    ['src/client/lib/planted.ts', '#server/http.ts'],
    ['src/server/planted.ts', '#client/lib/format.ts'],
    ['src/server/features/orders/planted.ts', '../../../client/lib/format.ts'],
  ])('refuse the client and the server importing each other: %s → %s', async (file, spec) => {
    hitEach(await planted(file, spec), 'client and server never import each other');
  });

  it.each([['#server/http.ts'], ['../server/http.ts'], ['#client/lib/format.ts'], ['../client/lib/format.ts']])(
    'refuse shared importing either side: %s',
    async (spec) => {
      hitEach(await planted('src/shared/planted.ts', spec), 'shared imports neither side');
    },
  );

  it.each([
    ['src/server/plugins/planted.ts', '../features/orders/change.ts'],
    ['src/server/realtime/planted.ts', '#server/features/orders/change.ts'],
    ['src/server/auth/planted.ts', '../features/orders/change.ts'],
    ['src/server/db/planted.ts', '#server/features/orders/change.ts'],
  ])('refuse the server layers below features importing one: %s → %s', async (file, spec) => {
    hitEach(await planted(file, spec), 'never import a feature');
  });

  it.each([['../orders/change.ts'], ['#server/features/orders/change.ts']])(
    'refuse a server feature reaching into another: %s',
    async (spec) => {
      hitEach(
        await planted('src/server/features/guest/planted.ts', spec),
        'server feature "guest" reaches into another feature',
      );
    },
  );

  it('let a server feature use another through its index.ts', async () => {
    for (const spec of [
      '../orders/index.ts',
      '#server/features/orders/index.ts',
      './order-json.ts',
      '#server/db/client.ts',
      '#shared/money.ts',
    ]) {
      expect((await planted('src/server/features/guest/planted.ts', spec)).flat(), spec).toEqual([]);
    }
  });

  const SCHEMA = 'only repository files (repository.ts, repository/) import the database schema';
  it.each([
    ['src/server/features/menus/planted.ts', '#server/db/schema.ts'],
    ['src/server/features/menus/planted.ts', '../../db/schema.ts'],
    ['src/server/features/menus/repository-helpers.ts', '../../db/schema.ts'],
    ['src/server/plugins/planted.ts', '../db/schema.ts'],
    ['src/server/planted.ts', './db/schema.ts'],
  ])('refuse the database schema outside repository files: %s → %s', async (file, spec) => {
    hitEach(await planted(file, spec), SCHEMA);
  });

  it.each([
    ['src/server/features/menus/repository.ts', '../../db/schema.ts'],
    ['src/server/features/menus/repository/dishes.ts', '#server/db/schema.ts'],
    ['src/server/lifecycle/repository.ts', '../db/schema.ts'],
    ['src/server/db/planted.ts', './schema.ts'],
    ['src/server/features/menus/planted.test.ts', '#server/db/schema.ts'],
  ])('let repository files, the database layer and tests import the schema: %s → %s', async (file, spec) => {
    expect((await planted(file, spec)).flat()).toEqual([]);
  });

  it.each([['../courier/api.ts'], ['#client/features/courier/api.ts']])(
    'refuse a client feature importing another feature: %s',
    async (spec) => {
      hitEach(await planted('src/client/features/guest/planted.ts', spec), 'feature "guest" imports another feature');
    },
  );

  it('let a feature import itself, its layers below and shared', async () => {
    for (const spec of ['./cart.ts', '#client/lib/format.ts', '../../components/ui/popup.tsx', '#shared/money.ts']) {
      expect((await planted('src/client/features/guest/planted.ts', spec)).flat(), spec).toEqual([]);
    }
  });

  it('refuse lib importing components, and components importing features', async () => {
    hitEach(
      await planted('src/client/lib/planted.ts', '../components/ui/popup.tsx'),
      'lib imports neither components nor features',
    );
    hitEach(
      await planted('src/client/components/planted.ts', '#client/features/guest/cart.ts'),
      'components import no feature',
    );
  });

  it('refuse an import cycle (type-only imports excepted)', async () => {
    // order-pricing.ts imports money.ts, so money.ts importing order-pricing.ts closes a cycle.
    const cycle = await rulesHit(
      'src/shared/money.ts',
      "import { MAX_DISH_COUNT } from './order-pricing.ts';\nexport const x = MAX_DISH_COUNT;\n",
    );
    expect(cycle.join('\n')).toMatch(
      /tavola-graph\/no-cycle: Import cycle: src\/shared\/money\.ts → .*src\/shared\/money\.ts/,
    );
    const typeOnly = await rulesHit(
      'src/shared/money.ts',
      "import type { PricedDish } from './order-pricing.ts';\nexport type X = PricedDish;\n",
    );
    expect(typeOnly.filter((m) => m.includes('no-cycle'))).toEqual([]);
  });

  it('refuse Web Storage outside lib/storage/keys.ts', async () => {
    expect(
      (await rulesHit('src/client/features/guest/planted.ts', "export const x = localStorage.getItem('k');\n")).join(
        '\n',
      ),
    ).toContain("no-restricted-globals: Unexpected use of 'localStorage'");
  });
});
