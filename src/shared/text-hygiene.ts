/**
 * Characters no text of this product may hold, in one place: a NUL byte or any other C0 control character
 * except tab, newline and carriage return (PostgreSQL cannot store NUL, no field has a use for the others),
 * and a lone UTF-16 surrogate half (not a character at all: it cannot be encoded as UTF-8, so it would be
 * stored mangled and shown as garbage). The server refuses them in every request (plugins/input.ts), and
 * the shared text validators refuse them too.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The translation key of a text holding such a character. */
export const INVALID_CHARACTERS = 'errors.invalid_characters';

/** True when the text holds a forbidden control character or a lone surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return CONTROL.test(text) || !text.isWellFormed();
}

/** The validator form of the rule: `errors.invalid_characters`, or null for clean text. */
export const cleanText = (value: string): string | null => (hasForbiddenCharacters(value) ? INVALID_CHARACTERS : null);
