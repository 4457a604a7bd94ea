import type { CompanySlug, UserCategory } from '@brigade/domain/access/privilege';
import { parseConsignmentRoute } from '@brigade/domain/logistics/consignment-route';
import type { DayPeriodIdentifier } from '@brigade/domain/logistics/logistics-date';
import { consignment, type ConsignmentPayload } from '@brigade/domain/logistics/payload-schemas';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type { DispatchRun, DriverStop } from '@brigade/domain/schemas/dispatch';
import type { ConsignmentView } from '@brigade/domain/schemas/logistics';
import { forbidden } from '../../lib/errors.ts';
import type { PublishedRow, RunRow, TrackingRow } from './repository.ts';

/** Who asks: a Logistics user works only on their own company's team (ADR 066). */
export interface Reader {
  readonly user_id: number;
  readonly user_category: UserCategory;
  readonly company_slug: CompanySlug;
}

export interface Run {
  team: CompanySlug;
  date: string;
  identifier: DayPeriodIdentifier;
}

/** The run a path names (400 with the old app's messages), refused (403) to another company's Logistics user. */
export function runOfPath(reader: Reader, params: { team: string; date: string; identifier: string }): Run {
  const parsed = parseConsignmentRoute({ ...params, date_identifier: params.identifier });
  const run = { team: parsed.team as CompanySlug, date: parsed.date, identifier: parsed.identifier };
  if (reader.user_category === 'LOGISTICS' && reader.company_slug !== run.team) throw forbidden();
  return run;
}

export const iso = (d: Date) => d.toISOString();

/** The dispatch state of a run for the board: stop order version, last publish, each stop's status. */
export function toDispatchRun(run: RunRow | undefined, latest: readonly TrackingRow[]): DispatchRun {
  return {
    stop_order_version: run?.version ?? 0,
    published_version: run?.publishedVersion ?? 0,
    published_at: run?.publishedAt ? iso(run.publishedAt) : null,
    published_tracking: run?.publishedTracking ?? false,
    published_mode: (run?.publishedMode as DispatchRun['published_mode']) ?? null,
    statuses: latest.map((t) => ({
      code: t.code,
      status: t.status as TrackingStatus,
      at: iso(t.at),
      detail: t.detail,
    })),
  };
}

/**
 * What goes to the courier and the object store: the consignment without its contents. The contents name
 * each customer's allergies per meal; a courier needs none of it (health data stays with us, ADR 066).
 */
export function toPayloadConsignment(c: ConsignmentView): ConsignmentPayload {
  return consignment.parse(c);
}

/** The orders and customers a planned consignment carries (from its bag entries). */
export function ordersOf(c: ConsignmentView) {
  const bags = c.contents.filter((e) => 'bags' in e);
  return {
    orderIds: [...new Set(bags.map((e) => Number(e.orderId)))].sort((a, b) => a - b),
    customerIds: [...new Set(bags.map((e) => Number(e.customerId)).filter((id) => id > 0))],
  };
}

/** The courier the plan chose for a consignment (its first bag's), which the delivery figures keep (ADR 070). */
export function courierOf(c: ConsignmentView) {
  const courierId = Number(c.contents.find((e) => 'bags' in e)?.courierId);
  return { courierId: Number.isInteger(courierId) ? courierId : null };
}

/** A published consignment as a stop of the drivers' app (no health data). */
export function toDriverStop(row: PublishedRow, latest: TrackingRow | undefined): DriverStop {
  const c = row.payload as ConsignmentPayload;
  const a = c.deliveryAddress;
  return {
    code: row.code,
    pickup_index: row.pickupIndex,
    order_ids: row.orderIds,
    name: a.name,
    company: a.company ?? null,
    street: a.street,
    co: a.co ?? null,
    postcode: a.postcode,
    city: a.city,
    phone: a.phone ?? null,
    instruction: a.instruction ?? null,
    window_from: c.deliveryTimeFrom,
    window_to: c.deliveryTimeTo,
    bags: c.products.length,
    status: (latest?.status ?? 0) as TrackingStatus,
    status_at: latest ? iso(latest.at) : iso(row.publishedAt),
    detail: latest?.detail ?? null,
  };
}
