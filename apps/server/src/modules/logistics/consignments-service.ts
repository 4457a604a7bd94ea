import type { CompanySlug, UserCategory } from '@brigade/domain/access/privilege';
import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import {
  planConsignments,
  type ConsignmentPlan,
  type PlanOrder,
  type PlannedConsignment,
} from '@brigade/domain/logistics/consignment-plan';
import { parseConsignmentRoute } from '@brigade/domain/logistics/consignment-route';
import type { OrderDeliveryBag } from '@brigade/domain/logistics/delivery-bags';
import type { PlannedRun } from '@brigade/domain/schemas/logistics';
import { forbidden } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toPlannedRun, toPlanLookups, toPlanOrder } from './mapping.ts';
import * as repo from './repository.ts';
import type { LogisticsService } from './service.ts';

/** Who asks: a Logistics user reads only their own company's team. */
interface Reader {
  readonly user_id: number;
  readonly user_category: UserCategory;
  readonly company_slug: CompanySlug;
}

/** The orders whose bags a consignment carries. */
const orderIdsOf = (c: PlannedConsignment): number[] =>
  c.contents.flatMap((e) => ('bags' in e ? [Number(e.orderId)] : []));

/** The week (Monday–Sunday) of a date: a special programme runs in the week of its start date (ADR 027). */
function weekOf(date: IsoDate) {
  const monday = addDays(date, 1 - isoWeekday(date));
  return { monday, sunday: addDays(monday, 6) };
}

/**
 * The consignments of a team, date and day period (ADR 065), planned at each read from the date's delivery
 * bags (the logistics service's, ADR 064) and each order's place, delivery type, zone and delivery group.
 */
export function createConsignmentsService(deps: CoreDeps & { dayBags: LogisticsService['dayBags'] }) {
  const { db, clock, audit, dayBags } = deps;

  /** The plan's input of the date's bags: their orders' places and groups, and the lookups. */
  async function planInput(date: IsoDate, bags: readonly OrderDeliveryBag[]) {
    const [orders, lookups] = await Promise.all([
      repo.planOrdersOf(
        db,
        bags.map((b) => b.orderId),
      ),
      repo.planLookups(db),
    ]);
    const customerIds = [...new Set(orders.map((o) => o.customerId))];
    const groups = await repo.deliveryGroupsOf(db, customerIds, weekOf(date));
    const groupOf = new Map<number, { deliveryGroupId: number; name: string }>();
    // The latest programme of the week comes first and wins.
    for (const g of groups) if (!groupOf.has(g.customerId)) groupOf.set(g.customerId, g);
    return { orders, lookups, planOrders: orders.map((o) => toPlanOrder(o, groupOf.get(o.customerId))) };
  }

  /** A read showing customers' allergies or warnings is audited, naming whose (ADR 021). */
  async function auditHealthRead(actorId: number, entityId: string, answer: PlannedRun) {
    const shown = answer.consignments.flatMap((c) =>
      c.contents.flatMap((e) =>
        'bags' in e &&
        e.bags.some((b) => Object.values(b.meals).some((m) => m.allergies.length + m.warnings.length > 0))
          ? [Number(e.customerId)]
          : [],
      ),
    );
    const customerIds = [...new Set(shown.filter((id) => id > 0))].sort((a, b) => a - b);
    if (customerIds.length === 0) return;
    await audit.record({
      userId: actorId,
      action: 'read',
      entity: 'customer_health',
      entityId,
      change: { via: 'logistics consignments', customer_ids: customerIds },
    });
  }

  return {
    /**
     * The team's consignments in stop order, every team's unplaced orders with their reason, and the team's
     * totals per zone and courier. 400 for a bad team, identifier or date; 403 for another company's team.
     */
    async ofTeam(
      reader: Reader,
      params: { team: string; date: string; identifier: string },
    ): Promise<PlannedRun> {
      const parsed = parseConsignmentRoute({ ...params, date_identifier: params.identifier });
      const route = { ...parsed, team: parsed.team as CompanySlug };
      if (reader.user_category === 'LOGISTICS' && reader.company_slug !== route.team) throw forbidden();
      let input!: Awaited<ReturnType<typeof planInput>>;
      const planOf = (bags: readonly OrderDeliveryBag[], orders: PlanOrder[]) =>
        planConsignments({
          date: route.date,
          period: route.identifier,
          bags,
          orders,
          ...toPlanLookups(input.lookups),
          createdAt: clock().toISOString(),
        });
      // Planned first without allergen matches (placing an order does not depend on them: the unplaced orders
      // of every team come from this plan), then only the run's own orders are matched and planned again with
      // their matches (ADR 066). Orders travelling together are in one team and period, so the run's bags
      // alone make the same consignments.
      let first!: ConsignmentPlan;
      let run = new Set<number>();
      const bags = await dayBags(route.date, async (bare) => {
        input = await planInput(route.date, bare);
        first = planOf(bare, input.planOrders);
        const team = first.teams.find((t) => t.team === route.team);
        run = new Set(team?.consignments.flatMap(orderIdsOf) ?? []);
        return run;
      });
      const matched = planOf(
        bags.filter((b) => run.has(b.orderId)),
        input.planOrders,
      );
      const plan = { teams: matched.teams, unplaced: first.unplaced };
      const answer = toPlannedRun(route, plan, { bags, ...input });
      await auditHealthRead(reader.user_id, `${route.team}/${route.date}/${route.identifier}`, answer);
      return answer;
    },
  };
}

export type ConsignmentsService = ReturnType<typeof createConsignmentsService>;
