import type { CompanySlug, UserCategory } from '@brigade/domain/access/privilege';
import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { runOrders } from '@brigade/domain/logistics/consignment-courier';
import { planConsignments } from '@brigade/domain/logistics/consignment-plan';
import { parseConsignmentRoute } from '@brigade/domain/logistics/consignment-route';
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

/** The week (Monday–Sunday) of a date: a special programme runs in the week of its start date (ADR 027). */
function weekOf(date: IsoDate) {
  const monday = addDays(date, 1 - isoWeekday(date));
  return { monday, sunday: addDays(monday, 6) };
}

/**
 * The consignments of a team, date and day period (ADR 065), planned at each read from the date's deliveries
 * (the logistics service's, ADR 064) and each order's place, delivery type, zone and delivery group.
 */
export function createConsignmentsService(
  deps: CoreDeps & { dayDeliveries: LogisticsService['dayDeliveries'] },
) {
  const { db, clock, audit, dayDeliveries } = deps;

  /** The run's orders' places and groups (the special programmes of the date's week, ADR 027). */
  async function runOrdersOf(date: IsoDate, orderIds: number[], customerIds: number[]) {
    const [orders, groups] = await Promise.all([
      repo.planOrdersOf(db, orderIds),
      repo.deliveryGroupsOf(db, customerIds, weekOf(date)),
    ]);
    const groupOf = new Map<number, { deliveryGroupId: number; name: string }>();
    // The latest programme of the week comes first and wins.
    for (const g of groups) if (!groupOf.has(g.customerId)) groupOf.set(g.customerId, g);
    return { orders, planOrders: orders.map((o) => toPlanOrder(o, groupOf.get(o.customerId))) };
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
      // Which orders the run carries is decided over the whole day's deliveries with only what places them
      // (kind, place, zone: no bags packed, no address texts, no allergen matches); every team's unplaced
      // orders come from there. Then only the run's own bags are packed with their customers' matches and
      // planned with their places (ADR 066): orders travelling together are in one team and period, so the
      // run's bags alone make the same consignments.
      const [day, rows] = await Promise.all([dayDeliveries(route.date), repo.planLookups(db)]);
      const lookups = toPlanLookups(rows);
      const placements = await repo.placementsOf(
        db,
        day.deliveries.map((d) => d.orderId),
      );
      const { orderIds, unplaced } = runOrders({
        ...lookups,
        team: route.team,
        period: route.identifier,
        deliveries: day.deliveries,
        orders: placements,
      });
      const run = day.deliveries.filter((d) => orderIds.has(d.orderId));
      const customerIds = [...new Set(run.flatMap((d) => (d.customerId === null ? [] : [d.customerId])))];
      const [bags, input] = await Promise.all([
        day.bagsOf(run),
        runOrdersOf(route.date, [...orderIds], customerIds),
      ]);
      const plan = planConsignments({
        date: route.date,
        period: route.identifier,
        bags,
        orders: input.planOrders,
        ...lookups,
        createdAt: clock().toISOString(),
      });
      const answer = toPlannedRun(
        route,
        { teams: plan.teams, unplaced },
        { deliveries: day.deliveries, orders: input.orders, lookups: rows },
      );
      await auditHealthRead(reader.user_id, `${route.team}/${route.date}/${route.identifier}`, answer);
      return answer;
    },
  };
}

export type ConsignmentsService = ReturnType<typeof createConsignmentsService>;
