import type { NewsletterContactParams } from '@brigade/domain/schemas/newsletter';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { newsletterSignups } from '../../db/schema/integrations.ts';
import { orderBy, searchAny } from '../../lib/sql.ts';

export type SignupRow = typeof newsletterSignups.$inferSelect;

const fullName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;

/** Customers with an e-mail, by name or e-mail (the customers' table, read here: ADR 015). */
export async function listContacts(db: Db, params: NewsletterContactParams) {
  const where = and(
    sql`${customers.email} <> ''`,
    params.opted_in ? eq(customers.newsletter, true) : undefined,
    searchAny(params.q, fullName, customers.email),
  );
  const sortColumn = params.sort_by === 'email' ? customers.email : fullName;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        customerId: customers.customerId,
        name: fullName,
        email: customers.email,
        newsletter: customers.newsletter,
      })
      .from(customers)
      .where(where)
      .orderBy(...orderBy(sortColumn, params.sort_dir, customers.customerId))
      .offset(params.start)
      .limit(params.length),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The customers to sign up, as they are now (a customer deleted meanwhile is left out). */
export async function findCustomers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      customerId: customers.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      newsletter: customers.newsletter,
    })
    .from(customers)
    .where(inArray(customers.customerId, ids))
    .orderBy(asc(customers.customerId));
}

/** True when this customer's address is already on the list (added or found there before). */
export async function alreadySignedUp(db: Db, customerId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSignups.id })
    .from(newsletterSignups)
    .where(
      and(
        eq(newsletterSignups.customerId, customerId),
        sql`lower(${newsletterSignups.email}) = lower(${email})`,
        inArray(newsletterSignups.result, ['SUCCESS', 'ALREADY_SIGNED_UP']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One answer per customer and run: a retried run does not record a contact twice. */
export async function recordResult(db: Db, row: typeof newsletterSignups.$inferInsert): Promise<void> {
  await db
    .insert(newsletterSignups)
    .values(row)
    .onConflictDoUpdate({
      target: [newsletterSignups.jobId, newsletterSignups.customerId],
      set: { result: row.result, message: row.message, email: row.email, createdAt: row.createdAt },
    });
}

export async function resultsOf(db: Db, jobId: string): Promise<SignupRow[]> {
  return db
    .select()
    .from(newsletterSignups)
    .where(eq(newsletterSignups.jobId, jobId))
    .orderBy(desc(newsletterSignups.id));
}

export async function answeredIn(db: Db, jobId: string): Promise<Set<number>> {
  const rows = await db
    .select({ customerId: newsletterSignups.customerId })
    .from(newsletterSignups)
    .where(and(eq(newsletterSignups.jobId, jobId), sql`${newsletterSignups.result} <> 'FAILED'`));
  return new Set(rows.map((r) => r.customerId));
}

/** The newest answer of each of these customers. */
export async function latestResults(db: Db, customerIds: number[]): Promise<SignupRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectDistinctOn([newsletterSignups.customerId])
    .from(newsletterSignups)
    .where(inArray(newsletterSignups.customerId, customerIds))
    .orderBy(newsletterSignups.customerId, desc(newsletterSignups.id));
}
