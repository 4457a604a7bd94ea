import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discounts } from '../db/schema/controls.ts';
import { dayRecipes } from '../db/schema/kitchen.ts';
import { discountRedemptions } from '../db/schema/money.ts';
import { recipeFeedback } from '../db/schema/recipes.ts';
import { insertAll, insertAllNew } from './customers-demo-insert.ts';
import type { CustomersDemoPlan } from './customers-demo-model.ts';
import { seededRandom, timestamp } from './customers-demo-random.ts';
import { writeOrders, type CustomerIds } from './customers-demo-write.ts';
import { seedHistoryDeliveries, seedHistorySuppressions } from './history-demo-deliveries.ts';
import { CURRENT_DEMO_PAST_WEEKS, planHistoryOrders, type PlannedHistoryOrder } from './history-demo-plan.ts';
import {
  KITCHEN_DEMO_PAST_WEEKS,
  kitchenWeekSlots,
  mealCandidates,
  recipesWithFlags,
} from './kitchen-demo.ts';

export interface HistoryDemoResult {
  orders: number;
  slots: number;
  feedback: number;
  consignments: number;
}

interface HistoryInput {
  plan: CustomersDemoPlan;
  ids: CustomerIds;
  now: Date;
  today: IsoDate;
  thisMonday: IsoDate;
  weeksHistory: number;
  superUserId: number | null;
}

const feedbackComments: Record<number, string[]> = {
  1: ['Far too salty.', 'Arrived soggy.', 'Not for me at all.'],
  2: ['Portion felt small.', 'A bit bland.', 'The sauce was too thin.'],
  3: ['Fine, nothing special.', 'Good, but a little dry.', ''],
  4: ['Tasty and filling.', 'Nice spices.', '', 'Would order again.'],
  5: ['Excellent!', 'Best dish this week.', 'Perfect after training.', ''],
};

/** The code each order redeemed: the row, and how many times each code was used (to raise its usage count). */
async function writeRedemptions(tx: Db, orders: PlannedHistoryOrder[], orderIds: number[]): Promise<void> {
  const codes = [...new Set(orders.flatMap((o) => (o.discountCode ? [o.discountCode] : [])))];
  if (codes.length === 0) return;
  const found = await tx
    .select({ id: discounts.discountId, code: discounts.code })
    .from(discounts)
    .where(inArray(discounts.code, codes));
  const idOf = new Map(found.map((d) => [d.code, d.id]));
  const redemptions = orders.flatMap((o, k) => {
    const discountId = o.discountCode ? idOf.get(o.discountCode) : undefined;
    return discountId ? [{ orderId: orderIds[k]!, discountId, redeemedAt: o.row.createdAt }] : [];
  });
  await insertAll(tx, discountRedemptions, redemptions);
  await tx.execute(sql`UPDATE discounts d SET usage_count = d.usage_count + r.used
    FROM (SELECT discount_id, count(*)::int AS used FROM discount_redemptions GROUP BY discount_id) r
    WHERE r.discount_id = d.discount_id AND d.discount_id IN (${sql.join(
      [...idOf.values()].map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/**
 * Recipes on the meal slots of the history's weekdays up to the kitchen demo's own weeks (slots already
 * assigned are kept), and feedback on some of the dishes served: each recipe has its own average rating.
 */
async function writeKitchenHistory(
  tx: Db,
  input: HistoryInput,
  first: IsoDate,
): Promise<{ slots: number; feedback: number }> {
  const recipeRows = await recipesWithFlags(tx);
  if (recipeRows.length === 0) return { slots: 0, feedback: 0 };
  const monday = defaultWeekMonday(input.now);
  const candidates = mealCandidates(recipeRows);
  const slots: (typeof dayRecipes.$inferInsert)[] = [];
  const firstWeek = Math.round((Date.parse(first) - Date.parse(monday)) / (7 * 86_400_000));
  for (let week = firstWeek; week < -KITCHEN_DEMO_PAST_WEEKS; week++) {
    slots.push(...kitchenWeekSlots(candidates, monday, week, input.now));
  }
  await insertAllNew(tx, dayRecipes, slots);
  const [{ existing }] = (
    (await tx.execute(
      sql`SELECT count(*)::int AS existing FROM recipe_feedback WHERE served_on < ${addDays(monday, -7 * KITCHEN_DEMO_PAST_WEEKS)}`,
    )) as unknown as { rows: { existing: number }[] }
  ).rows as [{ existing: number }];
  if (Number(existing) > 0) return { slots: slots.length, feedback: 0 };
  const random = seededRandom(20_261_130 + slots.length);
  const feedback: (typeof recipeFeedback.$inferInsert)[] = [];
  for (const slot of slots) {
    if (!random.chance(0.3)) continue;
    const quality = 2.4 + ((slot.recipeId * 37) % 25) / 10;
    for (let k = random.int(1, 3); k > 0; k--) {
      const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 3)));
      feedback.push({
        recipeId: slot.recipeId,
        rating,
        comment: random.pick(feedbackComments[rating]!),
        servedOn: slot.date,
        createdBy: input.superUserId,
        createdAt: timestamp(addDays(slot.date, random.int(0, 2)), random.int(12, 21)),
      });
    }
  }
  await insertAll(tx, recipeFeedback, feedback);
  return { slots: slots.length, feedback: feedback.length };
}

/**
 * Demo history (`weeksHistory` weeks back from this week; the customer demo's own last 4 are already there):
 * the orders of the weeks before (trials that converted or not, orders that started and ended, skipped days,
 * discount codes redeemed), recipes on the kitchen's past slots with feedback, every past order-day delivered
 * and tracked up to yesterday, and the meals changed for allergies. Customers created after their first order
 * are dated back to it. One transaction.
 */
export async function seedHistoryDemo(db: Db, input: HistoryInput): Promise<HistoryDemoResult> {
  const { thisMonday, today, weeksHistory, now } = input;
  const none = { orders: 0, slots: 0, feedback: 0, consignments: 0 };
  if (weeksHistory <= CURRENT_DEMO_PAST_WEEKS) return none;
  const weeks = Array.from({ length: weeksHistory - CURRENT_DEMO_PAST_WEEKS }, (_, k) =>
    addDays(thisMonday, -7 * (weeksHistory - k)),
  );
  const orders = planHistoryOrders(input.plan.customers, weeks, today);
  const stamp = { createdAt: now, updatedAt: now };
  const confirmation = { confirmedBy: input.superUserId, confirmedAt: now };
  const result = await db.transaction(async (tx) => {
    const orderIds = await writeOrders(tx, { orders, merges: [] }, input.ids, confirmation, stamp);
    await writeRedemptions(tx, orders, orderIds);
    await tx.execute(sql`UPDATE customers c SET created_at = f.first - interval '1 day'
      FROM (SELECT customer_id, min(created_at) AS first FROM orders WHERE order_version = 3 GROUP BY customer_id) f
      WHERE f.customer_id = c.customer_id AND f.first - interval '1 day' < c.created_at`);
    const kitchen = await writeKitchenHistory(tx, input, weeks[0]!);
    const yesterday = addDays(today, -1);
    const consignments = await seedHistoryDeliveries(tx, weeks[0]!, yesterday);
    await seedHistorySuppressions(tx, weeks[0]!, yesterday);
    return { orders: orders.length, ...kitchen, consignments };
  });
  // The delivery figures read published_consignments_figures_idx without the table once it is vacuumed (ADR 070):
  // PGlite has no autovacuum, PostgreSQL's would come later.
  await db.execute(sql`VACUUM ANALYZE published_consignments`);
  return result;
}
