import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, E } from '../http.ts';

/**
 * Text input hygiene in one place (docs/product.md D11): a NUL byte or any other C0 control character
 * except tab, newline and carriage return, in any string (or key) of a JSON body, the query or the
 * path, is a 400 `validation error` naming the field — before any route sees it. PostgreSQL cannot
 * store NUL in text, and no field of this product has a use for the other controls.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
export const INVALID_CHARACTERS = 'errors.invalid_characters';

/** The dotted path of the first string holding a forbidden control character, else null. */
export function findControlCharacter(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? at || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], at ? `${at}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (FORBIDDEN.test(key)) return path;
    const found = findControlCharacter(inner, path);
    if (found) return found;
  }
  return null;
}

export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = findControlCharacter(request.params) ?? findControlCharacter(request.query) ?? findControlCharacter(request.body);
    if (field) throw new AppError(E.validation, { [field]: INVALID_CHARACTERS });
  });
});
