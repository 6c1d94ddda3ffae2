import { mergeTexts, type MenuLang, type MergedTexts, type Translations } from '#shared/menu-texts.ts';
import { AppError, E } from '../../http.ts';

/**
 * The texts an item gets from a write (shared/menu-texts.ts mergeTexts): 400 `validation error` naming the
 * field when it names a language the pub does not offer or leaves the main name empty; nothing is written then.
 * `prefix` names the item inside the body (`options.2.`).
 */
export function writeTexts(
  current: Translations,
  input: { name?: string; ingredients?: string; translations?: Translations },
  languages: readonly MenuLang[],
  prefix = '',
): MergedTexts {
  const merged = mergeTexts(current, input, languages);
  if ('field' in merged) throw new AppError(E.validation, { [`${prefix}${merged.field}`]: merged.key });
  return merged;
}
