import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The boundary rules fail on planted violations (issue 12 part 6), through the project's own config. */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('boundary lint rules', () => {
  it('refuse a feature importing another feature', async () => {
    const hits = await rulesHit('src/client/features/guest/planted.ts', "import { courierQueries } from '../courier/api.ts';\nexport const x = courierQueries;\n");
    expect(hits.join('\n')).toContain('tavola/client-boundaries: Feature "guest" imports feature "courier"');
  });

  it('refuse lib importing components, and components importing features', async () => {
    expect((await rulesHit('src/client/lib/planted.ts', "import { Popup } from '../components/ui/popup.tsx';\nexport const x = Popup;\n")).join('\n')).toContain('lib may not import components');
    expect((await rulesHit('src/client/components/planted.ts', "import { useCart } from '../features/guest/cart.ts';\nexport const x = useCart;\n")).join('\n')).toContain('components may not import features');
  });

  it('refuse an import cycle (type-only imports excepted)', async () => {
    // order-pricing.ts imports money.ts, so money.ts importing order-pricing.ts closes a cycle.
    const cycle = await rulesHit('src/shared/money.ts', "import { MAX_DISH_COUNT } from './order-pricing.ts';\nexport const x = MAX_DISH_COUNT;\n");
    expect(cycle.join('\n')).toMatch(/tavola-graph\/no-cycle: Import cycle: src\/shared\/money\.ts → .*src\/shared\/money\.ts/);
    const typeOnly = await rulesHit('src/shared/money.ts', "import type { PricedDish } from './order-pricing.ts';\nexport type X = PricedDish;\n");
    expect(typeOnly.filter((m) => m.includes('no-cycle'))).toEqual([]);
  });

  it('refuse Web Storage outside lib/storage/keys.ts', async () => {
    expect((await rulesHit('src/client/features/guest/planted.ts', "export const x = localStorage.getItem('k');\n")).join('\n')).toContain("no-restricted-globals: Unexpected use of 'localStorage'");
  });
});
