import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, companies, passwordResets, refreshTokens } from '../../db/schema.ts';

/** Accounts as sign-up, sign-in and password reset need them, and the one-time reset links. */
export type AccountRow = typeof accounts.$inferSelect;
type NewAccount = typeof accounts.$inferInsert;

export async function insertCompany(
  tx: Tx,
  values: { name: string; email: string; phone: string; tariff: string },
): Promise<{ id: number }> {
  const [company] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return company;
}

export async function insertAccount(tx: Tx, values: NewAccount): Promise<AccountRow> {
  const [row] = await tx.insert(accounts).values(values).returning();
  return row;
}

/** Inserts the account unless its login is taken; true when it was inserted. */
export async function insertAccountIfAbsent(db: Tx, values: NewAccount): Promise<boolean> {
  const inserted = await db.insert(accounts).values(values).onConflictDoNothing().returning({ id: accounts.id });
  return inserted.length > 0;
}

/** The account that signs in with this login (any case), guest accounts left out. */
export async function findSignInAccount(db: Tx, lowerLogin: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.login}) = ${lowerLogin} and ${accounts.role} <> 'client'`);
  return row;
}

/** A new reset link for the account, replacing its unused older one. */
export async function replaceResetLink(
  tx: Tx,
  link: { accountId: number; tokenHash: string; issuedByAccountId: number; expiresAt: Date },
): Promise<void> {
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.accountId, link.accountId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values(link);
}

/**
 * Marks the unused, unexpired link with this token hash used and answers its account; taking the row marks it used
 * in the same statement, so two submissions of one link cannot both pass.
 */
export async function useResetLink(tx: Tx, tokenHash: string, now: Date): Promise<number | undefined> {
  const [reset] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ accountId: passwordResets.accountId });
  return reset?.accountId;
}

export async function setPasswordHash(
  tx: Tx,
  accountId: number,
  passwordHash: string,
): Promise<{ id: number; login: string | null }> {
  const [row] = await tx
    .update(accounts)
    .set({ passwordHash })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id, login: accounts.login });
  return row;
}

/** Revokes every live refresh token of the account: each of its sessions ends. */
export async function revokeAccountTokens(tx: Tx, accountId: number, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}
