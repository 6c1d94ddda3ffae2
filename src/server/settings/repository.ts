import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/** The `settings` table: values the instances share (the push key pair, the Telegram update offset). */
export async function readSettings(db: Tx, keys: string[]): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys))
    .orderBy(sql`${settings.key}`);
}

/** Writes the values whose keys are not stored yet; stored ones keep their value. */
export async function insertSettingsIfAbsent(db: Tx, rows: { key: string; value: string }[]): Promise<void> {
  await db.insert(settings).values(rows).onConflictDoNothing();
}

export async function writeSetting(db: Tx, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
