import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasForbiddenCharacters, INVALID_CHARACTERS } from '#shared/text-hygiene.ts';
import { AppError, E } from '../http.ts';

/**
 * Text input hygiene in one place (docs/product.md D11): a forbidden character (#shared/text-hygiene.ts: a NUL
 * byte or another C0 control character except tab, newline and carriage return, or a lone UTF-16
 * surrogate) in any string (or key) of a JSON body, the query or the path, is a 400 `validation error`
 * naming the field — before any route sees it.
 */
/** The dotted path of the first string (or key) holding a forbidden character, else null. */
export function findForbiddenCharacter(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? at || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenCharacter(value[i], at ? `${at}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (hasForbiddenCharacters(key)) return path;
    const found = findForbiddenCharacter(inner, path);
    if (found) return found;
  }
  return null;
}

export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field =
      findForbiddenCharacter(request.params) ??
      findForbiddenCharacter(request.query) ??
      findForbiddenCharacter(request.body);
    if (field) throw new AppError(E.validation, { [field]: INVALID_CHARACTERS });
  });
});
