import { businessDate } from '@brigade/domain/calendar/business-date';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import type { Clock } from '../lib/clock.ts';
import { DEFAULT_DEMO_CUSTOMERS } from './customers-demo-model.ts';
import { planCustomersDemo } from './customers-demo-plan.ts';
import { loadReferences } from './customers-demo-references.ts';
import { writePlan } from './customers-demo-write.ts';

export { DEFAULT_DEMO_CUSTOMERS };
/** The marker bootstrap sets once the customer demo ran. */
export const CUSTOMERS_DEMO_MARKER = 'seed:customers-demo';

export interface CustomersDemoResult {
  customers: number;
  orders: number;
  skipped: boolean;
}

/**
 * Demo mode only: ~`customers` customers with addresses, health profiles, groups, orders over the past 4 and
 * the next 2 weeks (relative to the clock), overrides, merges, bags, legacy orders and special programmes.
 * Does nothing when customers exist. Needs the Controls and delivery demo (reads their rows).
 */
export async function seedCustomersDemo(
  db: Db,
  clock: Clock,
  options: { customers?: number } = {},
): Promise<CustomersDemoResult> {
  const n = options.customers ?? DEFAULT_DEMO_CUSTOMERS;
  const [{ existing }] = (await db.select({ existing: count() }).from(customers)) as [{ existing: number }];
  if (Number(existing) > 0 || n <= 0) return { customers: 0, orders: 0, skipped: true };

  const now = clock();
  const refs = await loadReferences(db);
  const plan = planCustomersDemo(refs, businessDate(now), n, now);

  await writePlan(db, plan, { now, superUserId: refs.superUserId });
  return { customers: plan.customers.length, orders: plan.orders.length, skipped: false };
}
