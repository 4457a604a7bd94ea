import { businessDate } from '@brigade/domain/calendar/business-date';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import type { Clock } from '../lib/clock.ts';
import { DEFAULT_DEMO_CUSTOMERS } from './customers-demo-model.ts';
import { planCustomersDemo } from './customers-demo-plan.ts';
import { mondayOf } from './customers-demo-random.ts';
import { loadReferences } from './customers-demo-references.ts';
import { writePlan } from './customers-demo-write.ts';
import { seedHistoryDemo, type HistoryDemoResult } from './history-demo.ts';
import { seedStaffDemo } from './staff-demo.ts';
import { CURRENT_DEMO_PAST_WEEKS, DEFAULT_DEMO_WEEKS_HISTORY } from './history-demo-plan.ts';

export { DEFAULT_DEMO_CUSTOMERS, DEFAULT_DEMO_WEEKS_HISTORY };
/** The marker bootstrap sets once the customer demo ran. */
export const CUSTOMERS_DEMO_MARKER = 'seed:customers-demo';

export interface CustomersDemoResult {
  customers: number;
  orders: number;
  skipped: boolean;
  /** What the history added (weeksHistory beyond the demo's own 4 past weeks). */
  history?: HistoryDemoResult;
}

/**
 * Demo mode only: ~`customers` customers with addresses, health profiles, groups, orders over the past 4 and
 * the next 2 weeks (relative to the clock), overrides, merges, bags, legacy orders and special programmes;
 * with `weeksHistory` above 4 (demo mode's default: 104) the weeks before them too (`seedHistoryDemo`).
 * Does nothing when customers exist. Needs the Controls and delivery demo (reads their rows).
 */
export async function seedCustomersDemo(
  db: Db,
  clock: Clock,
  options: { customers?: number; weeksHistory?: number } = {},
): Promise<CustomersDemoResult> {
  const n = options.customers ?? DEFAULT_DEMO_CUSTOMERS;
  const [{ existing }] = (await db.select({ existing: count() }).from(customers)) as [{ existing: number }];
  if (Number(existing) > 0 || n <= 0) return { customers: 0, orders: 0, skipped: true };

  const now = clock();
  const refs = await loadReferences(db);
  const plan = planCustomersDemo(refs, businessDate(now), n, now);

  const ids = await writePlan(db, plan, { now, superUserId: refs.superUserId });
  const history = await seedHistoryDemo(db, {
    plan,
    ids,
    now,
    today: businessDate(now),
    thisMonday: mondayOf(businessDate(now)),
    weeksHistory: options.weeksHistory ?? CURRENT_DEMO_PAST_WEEKS,
    superUserId: refs.superUserId,
  });
  await seedStaffDemo(db, {
    thisMonday: mondayOf(businessDate(now)),
    today: businessDate(now),
    weeksHistory: options.weeksHistory ?? CURRENT_DEMO_PAST_WEEKS,
    now,
  });
  return {
    customers: plan.customers.length,
    orders: plan.orders.length + history.orders,
    skipped: false,
    history,
  };
}
