import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_CITATION, citationFiles, rewriteCitations } from './rewrite-citations.ts';

const rw = (text: string) => rewriteCitations(text).text;

describe('rewrite-citations', () => {
  it('points spec and DESIGN.md sections at the product.md labels', () => {
    expect(rw('/** Money math (spec §9). */')).toBe('/** Money math (docs/product.md S9). */');
    expect(rw('// see spec section 5')).toBe('// see docs/product.md S5');
    expect(rw('// Spec §2: refetched on mount.')).toBe('// docs/product.md S2: refetched on mount.');
    expect(rw('/** Hardening (DESIGN.md §11). */')).toBe('/** Hardening (docs/product.md D11). */');
    expect(rw('fields at the top level (DESIGN §7).')).toBe('fields at the top level (docs/product.md D7).');
  });

  it('keeps lists, quoted subsection names and the words after them', () => {
    expect(rw('(spec §2, §4 "Courier order tabs"). */')).toBe('(docs/product.md S2, S4 "Courier order tabs"). */');
    expect(rw('(spec §3 "Courier", "Courier order"). */')).toBe('(docs/product.md S3 "Courier", "Courier order"). */');
    expect(rw('(DESIGN.md §6 place)')).toBe('(docs/product.md D6 place)');
    expect(rw('(DESIGN.md §4 "Platform admin")')).toBe('(docs/product.md D4 "Platform admin")');
    expect(rw('(spec §2 popups, §9): 10/15')).toBe('(docs/product.md S2 popups, S9): 10/15');
    expect(rw('Context: spec §4/§7/§9 and DESIGN.md §8–§9 fix')).toBe('Context: docs/product.md S4/S7/S9, D8–D9 fix');
    expect(rw('(spec §2 /administration/orders, §6; DESIGN.md §4)')).toBe(
      '(docs/product.md S2 /administration/orders, S6; docs/product.md D4)',
    );
  });

  it('merges citations of both documents that follow each other into one list', () => {
    expect(rw('(spec §3, §7; DESIGN.md §8). */')).toBe('(docs/product.md S3, S7, D8). */');
    expect(rw('(spec §4 "Live order updates", DESIGN.md §9):')).toBe('(docs/product.md S4 "Live order updates", D9):');
    expect(rw('/** Constants of the product spec (§3, §9) and DESIGN.md (§6). */')).toBe(
      '/** Constants of docs/product.md (S3, S9, D6). */',
    );
    expect(rw('(spec §7, §5 "Menus, categories and dishes"; DESIGN.md §6 place)')).toBe(
      '(docs/product.md S7, S5 "Menus, categories and dishes", D6 place)',
    );
  });

  it('points STYLE.md at the house style section of architecture.md', () => {
    expect(rw('/** Key factory (STYLE.md). */')).toBe('/** Key factory (docs/architecture.md A9). */');
    expect(rw('(STYLE.md "Only one way")')).toBe('(docs/architecture.md A9 "Only one way")');
  });

  it('leaves text that cites nothing alone, and nothing the check looks for remains', () => {
    const plain = "// the spec's colours; a spec phone validator; spectrum §3 is not a citation";
    expect(rw(plain)).toBe(plain);
    for (const text of ['(spec §2, §9; DESIGN.md §10)', 'STYLE.md: integration', 'DESIGN §7', 'spec section 8']) {
      expect(OUTSIDE_CITATION.test(text)).toBe(true);
      expect(OUTSIDE_CITATION.test(rw(text))).toBe(false);
    }
  });

  it("every place the rewrite points at in today's tree exists: a labelled heading, and each quoted name in that document", () => {
    const flat = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
    const product = fs.readFileSync('docs/product.md', 'utf8');
    const architecture = fs.readFileSync('docs/architecture.md', 'utf8');
    const labels = new Set([...`${product}\n${architecture}`.matchAll(/^#+ ([SDA]\d+) ·/gm)].map((m) => m[1]));
    // A quote may elide words ("popups … close on success"): each piece must be there.
    const quoted = (doc: string, name: string) =>
      name.split('…').every((piece) => flat(doc).includes(flat(piece.trim())));
    const missing: string[] = [];
    let cited = 0;
    for (const file of citationFiles(undefined, { docs: true })) {
      const { text } = rewriteCitations(fs.readFileSync(file, 'utf8'));
      for (const m of text.matchAll(/docs\/(product|architecture)\.md \(?([^;)\n]*)/g)) {
        const doc = m[1] === 'product' ? product : architecture;
        for (const l of m[2].matchAll(/\b([SDA]\d+)\b((?:\s*,?\s*"[^"\n]*")*)/g)) {
          cited++;
          if (!labels.has(l[1])) missing.push(`${file}: ${l[1]}`);
          for (const q of l[2].matchAll(/"([^"\n]*)"/g))
            if (!quoted(doc, q[1])) missing.push(`${file}: ${l[1]} "${q[1]}"`);
        }
      }
    }
    expect(cited).toBeGreaterThan(250);
    expect(missing).toEqual([]);
  });
});
