import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

/** Staff logins of a pub: accounts with the role `staff`, each tied to one pub. */
export interface NewStaff {
  login: string;
  passwordHash: string;
  companyId: number;
  pubId: number;
  staffName: string;
}

export async function insertStaff(db: Tx, staff: NewStaff): Promise<{ id: number; login: string | null }> {
  const [row] = await db
    .insert(accounts)
    .values({ ...staff, role: 'staff' })
    .returning({ id: accounts.id, login: accounts.login });
  return row;
}

export async function listPubStaff(
  db: Tx,
  pubId: number,
): Promise<{ id: number; login: string | null; createdAt: Date }[]> {
  return db
    .select({ id: accounts.id, login: accounts.login, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.pubId, pubId), eq(accounts.role, 'staff')))
    .orderBy(asc(accounts.id));
}

/** Deletes a staff login of the pub; false when the pub has no such login. */
export async function deletePubStaff(db: Tx, pubId: number, staffId: number): Promise<boolean> {
  const removed = await db
    .delete(accounts)
    .where(and(eq(accounts.id, staffId), eq(accounts.pubId, pubId), eq(accounts.role, 'staff')))
    .returning({ id: accounts.id });
  return removed.length > 0;
}
