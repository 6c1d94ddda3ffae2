import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_CITATION, citationFiles } from './rewrite-citations.ts';

describe('code comments cite documents inside the repo', () => {
  it('no source file cites the spec, DESIGN.md or STYLE.md (use docs/product.md S5 / D11, docs/architecture.md A9)', () => {
    const found: string[] = [];
    for (const file of citationFiles()) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE_CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
