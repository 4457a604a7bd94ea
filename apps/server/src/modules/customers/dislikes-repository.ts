import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerDislikeSuppressions } from '../../db/schema/customer-dislikes.ts';
import { customers } from '../../db/schema/customers.ts';
import { users } from '../../db/schema/users.ts';

const suppressions = customerDislikeSuppressions;

/** The customer's dislikes; with `lock`, the customer's row is held until the transaction ends. */
export async function dislikesOf(db: Db, customerId: number, lock = false): Promise<string[] | undefined> {
  const query = db
    .select({ dislikes: customers.dislikes })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  const rows = lock ? await query.for('update') : await query;
  return rows[0]?.dislikes;
}

/** The customer's dislike suppressions, with the name of who suppressed each. */
export async function suppressionsOf(db: Db, customerId: number) {
  return db
    .select({
      dislike: suppressions.dislike,
      suppressedAt: suppressions.suppressedAt,
      suppressedBy: suppressions.suppressedBy,
      username: users.username,
    })
    .from(suppressions)
    .leftJoin(users, eq(users.userId, suppressions.suppressedBy))
    .where(eq(suppressions.customerId, customerId))
    .orderBy(asc(suppressions.dislike));
}

export type DislikeSuppressionRow = Awaited<ReturnType<typeof suppressionsOf>>[number];

export async function insertSuppression(
  db: Db,
  values: { customerId: number; dislike: string; suppressedBy: number; suppressedAt: Date },
) {
  await db.insert(suppressions).values(values).onConflictDoNothing();
}

/** Removes the customer's suppressions of the dislikes named exactly so. */
export async function deleteSuppressions(db: Db, customerId: number, dislikes: readonly string[]) {
  if (dislikes.length === 0) return;
  await db
    .delete(suppressions)
    .where(and(eq(suppressions.customerId, customerId), inArray(suppressions.dislike, [...dislikes])));
}
