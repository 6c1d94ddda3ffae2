import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCitations } from './rewrite-citations.ts';

describe('code comments cite documents inside the repo', () => {
  it('no file in src, e2e, scripts, bench, chaos, eslint or a root config cites an issue, a § section, the brief, the spec, DESIGN.md or STYLE.md', () => {
    expect(findCitations()).toEqual([]);
  });
});

describe('the citation guard refuses planted citations', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-citations-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const plant = (rel: string, text: string) => {
    fs.mkdirSync(path.join(root, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  // One file per folder and kind; each line 2 is the planted citation.
  const planted: [string, string, string][] = [
    ['src/server/a.ts', '// Refuses a blank name (issue 13 #9).', 'an issue number'],
    ['src/client/b.tsx', '/** Issue #22: the toast hides nothing. */', 'an issue number'],
    ['e2e/c.spec.ts', "test('names the field (issues 14 and 16)', () => {});", 'an issue number'],
    ['scripts/d.ts', '// Dates between 2000 and 2100 (§15).', 'a section sign'],
    ['bench/e.ts', '// The figures the brief asks for.', 'the brief'],
    ['chaos/f.test.ts', '// As the spec says, the server stays up.', 'the spec'],
    ['eslint/g.js', "// The spec's phone rule.", 'the spec'],
    ['src/shared/h.ts', '// Wire rules (spec S5).', 'the spec'],
    ['src/shared/i.ts', '// The map point becomes null, as DESIGN.md says.', 'DESIGN.md'],
    ['src/shared/j.ts', '// Key factory, see DESIGN.', 'DESIGN.md'],
    ['src/client/k.css', '/* Layout as STYLE.md says. */', 'STYLE.md'],
    ['vite.config.ts', '// Never cached here (issue 7).', 'an issue number'],
  ];
  // What may stay: citations of documents inside the repo, and code that is named `spec`.
  const allowed = [
    '// The map point becomes null (docs/product.md D7).',
    '// House style (docs/architecture.md A9); see decision 151 and docs/decisions/153.',
    "test('a design a person would expect', () => {});",
    "import { x } from './pages.spec.ts'; const name = this.spec.name; // a Playwright spec file",
    '// The issues list of zod: each issue names its path.',
  ];

  it('reports each planted citation with its file, line and kind, in every folder the guard covers', () => {
    for (const [rel, line] of planted) plant(rel, `export {};\n${line}\n`);
    plant('src/shared/allowed.ts', allowed.join('\n') + '\n');
    plant('node_modules/x/index.ts', '// issue 1 (not ours)\n');
    plant('docs/notes.ts', '// issue 2 (outside the checked folders)\n');
    expect(findCitations(root)).toEqual(planted.map(([rel, , kind]) => `${rel}:2: ${kind}`).sort());
  });
});
