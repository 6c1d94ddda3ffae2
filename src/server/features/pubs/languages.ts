import { LANGUAGE_IDS, languageOfId, withMain, type MenuLang } from '#shared/menu-texts.ts';
import type { PubRow } from './json.ts';

/**
 * The pub's languages after a PUT (docs/product.md D18): `languages` when given (language_id follows its first),
 * else language_id's language moved to the front of the current list. A body with neither keeps what the
 * original client always meant: language_id as the schema reads it.
 */
export function nextLanguages(
  current: Pick<PubRow, 'languages'>,
  body: { language_id: number; languages?: MenuLang[] },
): { languages: MenuLang[]; languageId: number } {
  if (body.languages) return { languages: body.languages, languageId: LANGUAGE_IDS[body.languages[0]] };
  return { languages: withMain(current.languages, languageOfId(body.language_id)), languageId: body.language_id };
}
