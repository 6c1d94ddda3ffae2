import { mergeTexts, type MenuLang, type MergedTexts, type Translations } from '#shared/menu-texts.ts';
import { AppError, E } from '../../http.ts';
import type { Tx } from '../../db/client.ts';
import { lockTexts, pubLanguages, type TextKind } from './repository/texts.ts';

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

/** A new item's texts: the input's written in the pub's languages. */
export async function newTexts(
  tx: Tx,
  pubId: number,
  input: { name?: string; ingredients?: string; translations?: Translations },
): Promise<MergedTexts> {
  return writeTexts({}, input, await pubLanguages(tx, pubId));
}

/** An edit of the item's texts: its texts with the input's written in, read under the item's row lock (404 once gone). */
export async function editedTexts(
  tx: Tx,
  item: { kind: TextKind; id: number; pubId: number },
  input: { name?: string; ingredients?: string; translations?: Translations },
): Promise<MergedTexts> {
  const current = await lockTexts(tx, item.kind, item.id);
  if (!current) throw new AppError(E.notFound);
  return writeTexts(current, input, await pubLanguages(tx, item.pubId));
}
