import { analyticsRange, analyticsWeeks } from '@brigade/domain/analytics/analytics-range';
import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { chooseCourier, type CourierLookups } from '@brigade/domain/logistics/consignment-courier';
import type {
  DeliveryAnalyticsQuery,
  DeliveryBreakdownQuery,
  DeliveryBreakdownResponse,
  DeliveryReasonsResponse,
  DeliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './repository.ts';

const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
const empty = (key: string): repo.OutcomeRow => ({
  key,
  deliveries: 0,
  orders: 0,
  delivered: 0,
  not_delivered: 0,
  open: 0,
  on_time: 0,
  with_window: 0,
});
const withShares = <R extends repo.OutcomeRow>(row: R) => ({
  ...row,
  delivered_pct: pct(row.delivered, row.deliveries),
  on_time_pct: pct(row.on_time, row.with_window),
});
function add(into: repo.OutcomeRow, row: repo.OutcomeRow) {
  for (const k of [
    'deliveries',
    'orders',
    'delivered',
    'not_delivered',
    'open',
    'on_time',
    'with_window',
  ] as const) {
    into[k] += row[k];
  }
}

type Lookups = Awaited<ReturnType<typeof repo.lookups>>;

/**
 * The names of the courier groups: the courier a consignment was published with (its id, kept since migration
 * 0017), else ('#' and its first order's id) the one the consignment plan chooses today for that order's kind
 * of place, `kinds` 'pickUp|isOffice|typeId|zoneId' (chooseCourier, ADR 065); each kind worked out once.
 */
function courierNames(lookups: Lookups, kinds: ReadonlyMap<number, string>) {
  const courierLookups: CourierLookups = {
    couriers: lookups.couriers,
    zones: lookups.zones,
    deliveryTypes: lookups.types.map((t) => ({
      deliveryTypeId: t.deliveryTypeId,
      columns: [
        { courierId: t.courier1, from: t.courier1From, to: t.courier1To },
        { courierId: t.courier2, from: t.courier2From, to: t.courier2To },
        { courierId: t.courier3, from: t.courier3From, to: t.courier3To },
        { courierId: t.courier4, from: t.courier4From, to: t.courier4To },
        { courierId: t.courier5, from: t.courier5From, to: t.courier5To },
      ],
    })),
  };
  const chosen = new Map<string, string>();
  const choose = (kind: string): string => {
    const [pickUp, isOffice, typeId, zoneId] = kind.split('|');
    const choice = chooseCourier(
      {
        pickUp: pickUp === 't' || pickUp === 'true',
        isOffice: isOffice === 't' || isOffice === 'true',
        deliveryTypeId: typeId ? Number(typeId) : null,
        postcodeZoneId: zoneId ? Number(zoneId) : null,
      },
      courierLookups,
    );
    return typeof choice === 'string' ? '' : choice.courier.name;
  };
  return (key: string): string => {
    if (!key.startsWith('#')) return lookups.couriers.find((c) => String(c.courierId) === key)?.name ?? '';
    const kind = kinds.get(Number(key.slice(1))) ?? '';
    if (!chosen.has(kind)) chosen.set(kind, choose(kind));
    return chosen.get(kind)!;
  };
}

/** Each group's label: a zone's name (UNKNOWN without one), a pick-up point's, a courier's, a period as it is. */
function labelled(
  by: DeliveryBreakdownQuery['by'],
  rows: repo.OutcomeRow[],
  lookups: Lookups,
  kinds: ReadonlyMap<number, string>,
) {
  const courier = courierNames(lookups, kinds);
  const name = (key: string): string => {
    if (by === 'zone') return lookups.zones.find((z) => String(z.postcodeZoneId) === key)?.zone ?? 'UNKNOWN';
    if (by === 'pick_up_point')
      return key === '' ? '' : (lookups.points.find((p) => String(p.id) === key)?.name ?? '');
    if (by === 'courier') return courier(key);
    return key;
  };
  // Several group keys can name one courier: their counts are added up under its name.
  const merged = new Map<string, repo.OutcomeRow & { label: string }>();
  for (const row of rows) {
    const label = name(row.key);
    const key = by === 'courier' ? label : row.key;
    const into = merged.get(key) ?? { ...empty(key), label };
    add(into, row);
    merged.set(key, into);
  }
  return [...merged.values()]
    .sort((a, b) => b.deliveries - a.deliveries || a.label.localeCompare(b.label))
    .map(withShares);
}

/**
 * The delivery figures of a range of ISO weeks from the published consignments, their current status and the
 * zone, window end, courier and pick-up point dispatch keeps on each row at publish (ADR 066, 070): aggregated
 * in SQL per week or group. A consignment published before migration 0017 has no courier on its row: its group
 * is the courier the consignment plan chooses today for its first order's kind of place (chooseCourier, ADR 065).
 */
export function createDeliveryAnalyticsService(deps: CoreDeps) {
  const { db, clock } = deps;
  const rangeOf = (query: DeliveryAnalyticsQuery) => {
    const range = analyticsRange(clock(), query);
    return { ...range, first: range.from, last: addDays(range.to, 6), zone: query.zone };
  };

  return {
    async weekly(query: DeliveryAnalyticsQuery): Promise<DeliveryWeeklyResponse> {
      const range = rangeOf(query);
      const [rows, tracked] = await Promise.all([
        repo.outcomesBy(db, 'date', range),
        repo.anyTracking(db, range.first, range.last),
      ]);
      const byWeek = new Map<string, repo.OutcomeRow>();
      for (const row of rows) {
        const monday = addDays(row.key as IsoDate, 1 - isoWeekday(row.key as IsoDate));
        const into = byWeek.get(monday) ?? empty(monday);
        add(into, row);
        byWeek.set(monday, into);
      }
      return {
        from: range.from,
        to: range.to,
        tracked,
        rows: analyticsWeeks(range).map((w) => {
          const { key: _key, ...row } = withShares(byWeek.get(w.start_date) ?? empty(w.start_date));
          return { week_id: w.week_id, start_date: w.start_date, ...row };
        }),
      };
    },

    async breakdown(query: DeliveryBreakdownQuery): Promise<DeliveryBreakdownResponse> {
      const range = rangeOf(query);
      const [rows, tracked, lookups] = await Promise.all([
        repo.outcomesBy(db, query.by, range),
        repo.anyTracking(db, range.first, range.last),
        repo.lookups(db),
      ]);
      // Consignments published before migration 0017: their first orders' kind chooses the courier.
      const firstOrders = query.by === 'courier' ? rows.filter((r) => r.key.startsWith('#')) : [];
      const kinds = await repo.courierKinds(
        db,
        firstOrders.map((r) => Number(r.key.slice(1))).filter((id) => id > 0),
      );
      return {
        from: range.from,
        to: range.to,
        by: query.by,
        tracked,
        rows: labelled(query.by, rows, lookups, kinds),
      };
    },

    async reasons(query: DeliveryAnalyticsQuery): Promise<DeliveryReasonsResponse> {
      const range = rangeOf(query);
      const [rows, tracked] = await Promise.all([
        repo.notDeliveredReasons(db, range),
        repo.anyTracking(db, range.first, range.last),
      ]);
      const total = rows.reduce((sum, r) => sum + r.stops, 0);
      return {
        from: range.from,
        to: range.to,
        tracked,
        rows: rows.map((r) => ({ ...r, share_pct: pct(r.stops, total) ?? 0 })),
      };
    },
  };
}

export type DeliveryAnalyticsService = ReturnType<typeof createDeliveryAnalyticsService>;
