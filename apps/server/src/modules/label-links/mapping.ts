import type { CompanySlug } from '@brigade/domain/access/privilege';
import type { DayPeriodIdentifier } from '@brigade/domain/logistics/logistics-date';
import type { DriverStop, LabelLink, PublicLabels } from '@brigade/domain/schemas/dispatch';
import type { LabelLinkRow } from './repository.ts';

/** The page a courier opens (the web app's route), which names the link. */
export const labelPagePath = (id: string) => `/labels/${id}`;

export function toLabelLink(row: LabelLinkRow): LabelLink {
  return {
    id: row.labelLinkId,
    team: row.team as CompanySlug,
    date: row.date,
    identifier: row.identifier as DayPeriodIdentifier,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
  };
}

/** A published stop as a label: where it goes and what to hand over, without its tracking status. */
export function toLabel(stop: DriverStop): PublicLabels['labels'][number] {
  return {
    code: stop.code,
    pickup_index: stop.pickup_index,
    order_ids: stop.order_ids,
    name: stop.name,
    company: stop.company,
    street: stop.street,
    co: stop.co,
    postcode: stop.postcode,
    city: stop.city,
    phone: stop.phone,
    instruction: stop.instruction,
    window_from: stop.window_from,
    window_to: stop.window_to,
    bags: stop.bags,
  };
}
