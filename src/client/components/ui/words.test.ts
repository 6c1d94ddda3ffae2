import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORDS } from './words.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../../locales');

/** msgid → English text of one catalog file. */
function entries(file: string): [string, string][] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1], m[2]]);
}

describe('common words', () => {
  it('live only in the common catalog: no feature keeps its own Save, Cancel, Loading, Close, Delete, Back, Yes or No', () => {
    const words = new Set(Object.values(WORDS).flatMap((w) => [w.message!, w.message!.replace(/…$/, '')]));
    const copies: string[] = [];
    for (const f of readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.po') && f !== 'common.po')) {
      for (const [id, text] of entries(path.join(localesDir, 'en', f)))
        if (words.has(text)) copies.push(`${f}: ${id} = ${text}`);
    }
    expect(copies).toEqual([]);
  });
});
