import { sql } from 'drizzle-orm';
import { LANGUAGE_IDS, languageOfId, withMain, type MenuLang } from '#shared/menu-texts.ts';
import type { Tx } from '../../db/client.ts';
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

const TEXT_TABLES = ['menus', 'categories', 'modifier_groups', 'modifier_options'] as const;

/**
 * A new main language: every plain name (and dish description) of the pub becomes that language's text where
 * it has one; where it has none the plain text stays as the fallback. Every language's text stays in `translations`.
 */
export async function adoptMainLanguage(tx: Tx, pubId: number, main: MenuLang): Promise<void> {
  const name = sql`coalesce(nullif(translations -> ${main} ->> 'name', ''), name)`;
  for (const table of TEXT_TABLES) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set name = ${name} where pub_id = ${pubId} and name is distinct from ${name}`,
    );
  }
  const ingredients = sql`coalesce(nullif(translations -> ${main} ->> 'ingredients', ''), ingredients)`;
  await tx.execute(
    sql`update dishes set name = ${name}, ingredients = ${ingredients} where pub_id = ${pubId} and (name, ingredients) is distinct from (${name}, ${ingredients})`,
  );
}
