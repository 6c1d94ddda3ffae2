import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { images } from '../../db/schema.ts';

/** Stored images, content-addressed: a file name is the hash of its bytes, so a name never changes meaning. */
export type NewImage = Omit<typeof images.$inferInsert, 'createdAt'>;

/** Stores the variants; a name already stored keeps its row (same name, same bytes). */
export async function insertImages(db: Tx, rows: NewImage[]): Promise<void> {
  await db.insert(images).values(rows).onConflictDoNothing();
}

export async function imageExists(db: Tx, fileName: string): Promise<boolean> {
  const [row] = await db.select({ fileName: images.fileName }).from(images).where(eq(images.fileName, fileName));
  return Boolean(row);
}

export async function findImage(db: Tx, fileName: string): Promise<{ mime: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ mime: images.mime, content: images.content })
    .from(images)
    .where(eq(images.fileName, fileName));
  return row as { mime: string; content: Buffer } | undefined;
}
