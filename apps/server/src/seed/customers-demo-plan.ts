import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import {
  ensureEveryKind,
  planLegacyOrders,
  planMerges,
  planSpecialProgrammes,
} from './customers-demo-extras.ts';
import { planContext, type CustomersDemoPlan } from './customers-demo-model.ts';
import { planOrders } from './customers-demo-orders.ts';
import { planCustomer } from './customers-demo-people.ts';
import type { DemoReferences } from './customers-demo-references.ts';

/**
 * Plans the customer demo for `n` customers around `today` (the business date of the clock): pure and
 * deterministic, so the same references, date and n give the same rows. The steps share one PRNG, so they
 * run in this order.
 */
export function planCustomersDemo(
  refs: DemoReferences,
  today: IsoDate,
  n: number,
  now: Date,
): CustomersDemoPlan {
  const ctx = planContext(refs, today, n, now);
  const groups = ctx.offices.map((o) => ({ name: o.group, description: o.description }));
  const emails = new Set<string>();
  const customers = Array.from({ length: n }, (_, i) => planCustomer(ctx, i, emails));
  const orders = planOrders(ctx, customers);
  ensureEveryKind(orders);
  const merges = planMerges(ctx, customers, orders);
  orders.push(...planLegacyOrders(ctx, customers));
  const specialProgrammes = planSpecialProgrammes(ctx, customers);
  return { groups, customers, orders, merges, specialProgrammes };
}
