import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE, errorKey, GENERIC_ERROR_KEY } from '#shared/errors.ts';
import { isMessageKey, messageFor } from './error-messages.ts';
import { keyFor } from './api-client.ts';

/** Every translation key written in src/shared (validators and schemas produce these). */
function sharedKeys(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../shared');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'),
  );
  const keys = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(
      /'((?:errors|admin\.validation_errors)\.[a-z_.]+)'/g,
    ))
      keys.add(m[1]);
  }
  return [...keys];
}

describe('one error table', () => {
  it('gives every server error a status and a key with a message', () => {
    for (const row of ERROR_TABLE) {
      expect(row.status, row.err).toBeGreaterThanOrEqual(400);
      expect(isMessageKey(row.key), row.key).toBe(true);
    }
  });

  it('has a message for every key the shared validators and schemas produce', () => {
    const keys = sharedKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((k) => !isMessageKey(k))).toEqual([]);
  });

  it('maps answers to keys without special cases: no answer, a known string, anything else', () => {
    expect(keyFor(0, '')).toBe('errors.fetch_error');
    expect(keyFor(401, 'invalid credentials')).toBe('errors.invalid_credentials');
    expect(keyFor(401, 'unauthorized')).toBe('errors.unauthorized');
    expect(keyFor(400, 'invalid file extension')).toBe('errors.invalid_file_extension');
    expect(keyFor(413, 'file is too large')).toBe('errors.file_is_too_large');
    expect(keyFor(502, '')).toBe(GENERIC_ERROR_KEY);
    expect(errorKey('a string from a newer server')).toBe(GENERIC_ERROR_KEY);
    expect(messageFor('no.such.key')).toBe(messageFor(GENERIC_ERROR_KEY));
  });
});
