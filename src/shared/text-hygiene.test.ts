import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanText, hasForbiddenCharacters } from './text-hygiene.ts';
import { optionalText, text } from './schemas/common.ts';
import { notEmpty } from './validators.ts';

describe('forbidden characters', () => {
  it('refuses NUL, other C0 controls and lone surrogate halves; keeps tabs, newlines and whole pairs', () => {
    for (const bad of ['a\u0000', '\u0007', 'x\ud800', '\udc00', 'a\udbffb'])
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Ion', 'a\tb\r\nc', '🍕', 'Șoseaua Hâncești', ''])
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
    expect(cleanText('x\ud800')).toBe('errors.invalid_characters');
  });

  it('the shared text schemas refuse them', () => {
    const schema = z.object({ name: text([notEmpty]), note: optionalText() });
    const result = schema.safeParse({ name: 'Ion\ud800', note: '\udc00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'errors.invalid_characters'],
      ['note', 'errors.invalid_characters'],
    ]);
  });
});
