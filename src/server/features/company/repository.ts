import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

/** The companies table's data access: an owner's company. */
export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Tx, companyId: number): Promise<CompanyRow | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}
