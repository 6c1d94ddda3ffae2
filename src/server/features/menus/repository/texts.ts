import { asc, eq } from 'drizzle-orm';
import type { MenuLang, Translations } from '#shared/menu-texts.ts';
import type { Tx } from '../../../db/client.ts';
import { categories, dishes, menus, modifierGroups, modifierOptions, pubs } from '../../../db/schema.ts';

/** The texts of every menu item of a pub, and the pub facts they are written against (languages, time zone). */
const TABLES = {
  menu: menus,
  category: categories,
  dish: dishes,
  group: modifierGroups,
  option: modifierOptions,
} as const;
export type TextKind = keyof typeof TABLES;
export const TEXT_KINDS = Object.keys(TABLES) as TextKind[];
export interface TextItem {
  kind: TextKind;
  id: number;
  name: string;
  ingredients: string;
  translations: Translations;
}

/** The pub's menu languages, main first; 'ro' alone for a pub that is gone. */
export async function pubLanguages(db: Tx, pubId: number): Promise<MenuLang[]> {
  const [pub] = await db.select({ languages: pubs.languages }).from(pubs).where(eq(pubs.id, pubId));
  return pub?.languages ?? ['ro'];
}

/** The pub's languages, its row locked until the transaction ends so two imports apply one after the other. */
export async function lockPubLanguages(tx: Tx, pubId: number): Promise<MenuLang[]> {
  const [pub] = await tx.select({ languages: pubs.languages }).from(pubs).where(eq(pubs.id, pubId)).for('update');
  return pub.languages;
}

/** The item's texts, its row locked until the transaction ends so two edits apply one after the other. */
export async function lockTexts(tx: Tx, kind: TextKind, id: number): Promise<Translations | undefined> {
  const table = TABLES[kind];
  const [row] = await tx.select({ translations: table.translations }).from(table).where(eq(table.id, id)).for('update');
  return row?.translations;
}

/** The pub's time zone; UTC for a pub that is gone. */
export async function pubTimezone(db: Tx, pubId: number): Promise<string> {
  const [pub] = await db.select({ timezone: pubs.timezone }).from(pubs).where(eq(pubs.id, pubId));
  return pub?.timezone ?? 'UTC';
}

/** Every menu item of the pub with its texts, kind by kind, each in id order. */
export async function loadTextItems(db: Tx, pubId: number): Promise<TextItem[]> {
  const items: TextItem[] = [];
  for (const kind of TEXT_KINDS) {
    const table = TABLES[kind];
    const rows = await db.select().from(table).where(eq(table.pubId, pubId)).orderBy(asc(table.id));
    for (const r of rows)
      items.push({
        kind,
        id: r.id,
        name: r.name,
        ingredients: 'ingredients' in r ? r.ingredients : '',
        translations: r.translations,
      });
  }
  return items;
}

/** Writes an item's texts (ingredients only for a dish). */
export async function writeItemTexts(
  tx: Tx,
  item: Pick<TextItem, 'kind' | 'id'>,
  texts: { name: string; ingredients: string; translations: Translations },
): Promise<void> {
  const table = TABLES[item.kind];
  await tx
    .update(table)
    .set({
      name: texts.name,
      translations: texts.translations,
      ...(item.kind === 'dish' ? { ingredients: texts.ingredients } : {}),
    })
    .where(eq(table.id, item.id));
}

/** What names the pub's texts spreadsheet: its link name and its languages. */
export async function pubSheetFacts(db: Tx, pubId: number): Promise<{ urlName: string; languages: MenuLang[] }> {
  const [pub] = await db
    .select({ urlName: pubs.urlName, languages: pubs.languages })
    .from(pubs)
    .where(eq(pubs.id, pubId));
  return pub;
}
