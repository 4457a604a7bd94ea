import type {
  CreateSpecialProgramme,
  DeliveryGroup,
  SpCustomer,
  SpecialProgramme,
} from '@brigade/domain/schemas/special-programmes';
import type { SpCustomerSettings } from '@brigade/domain/special-programmes/customer-defaults';
import { spCustomerValue, spTotals } from '@brigade/domain/special-programmes/customer-value';
import type { AddressRow, CustomerRow, EntryRow, EntryValues } from './customers-repository.ts';
import type { DeliveryGroupRow } from './delivery-groups-repository.ts';
import type { ProgrammeRow, ProgrammeValues } from './repository.ts';

/** A price as a number (PostgreSQL numeric comes back as text). */
const money = (value: string | null) => (value === null ? null : Number(value));
/** A price as PostgreSQL numeric text, to the centime. */
const numeric = (value: number) => value.toFixed(2);

/** A programme with its totals, from the order counts and price overrides of its customers. */
export function toProgramme(
  row: ProgrammeRow,
  pricing: { orderCount: number; priceOverride: string | null }[],
): SpecialProgramme {
  const price = Number(row.priceChf);
  const totals = spTotals(
    pricing.map((p) => ({ order_count: p.orderCount, price_override: money(p.priceOverride) })),
    price,
  );
  return {
    special_programme_id: row.specialProgrammeId,
    name: row.name,
    description: row.description,
    start_date: row.startDate,
    price_chf: price,
    customer_count: totals.customer_count,
    order_count: totals.order_count,
    value: totals.value,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a programme before an edit. */
export const programmeSettings = (row: ProgrammeRow) => ({
  name: row.name,
  description: row.description,
  start_date: row.startDate,
  price_chf: Number(row.priceChf),
  version: row.version,
});

export const toProgrammeValues = (input: CreateSpecialProgramme): ProgrammeValues => ({
  name: input.name,
  description: input.description ?? null,
  startDate: input.start_date,
  priceChf: numeric(input.price_chf),
});

const oneLine = (a: { street: string | null; postcode: string | null; city: string | null }) =>
  `${a.street ?? ''}, ${a.postcode ?? ''} ${a.city ?? ''}`;

/** A customer on the programme; `addressRows` holds (at least) their addresses, the choices of the delivery. */
export function toSpCustomer(
  row: CustomerRow,
  programmePrice: number,
  addressRows: AddressRow[],
): SpCustomer {
  const e = row.entry;
  const priceOverride = money(e.priceOverride);
  return {
    customer_id: e.customerId,
    first_name: row.firstName,
    last_name: row.lastName,
    address_id: e.addressId,
    address: e.addressId === null ? null : oneLine(row),
    pick_up_point_id: e.pickUpPointId,
    pick_up_point: row.pickUpPoint,
    is_pick_up_point: e.pickUpPointId !== null,
    delivery_group_id: e.deliveryGroupId,
    delivery_group: row.deliveryGroup,
    is_bexio: e.isBexio,
    price_override: priceOverride,
    order_count: e.orderCount,
    value: spCustomerValue({ order_count: e.orderCount, price_override: priceOverride }, programmePrice),
    addresses: addressRows
      .filter((a) => a.customerId === e.customerId)
      .map((a) => ({ address_id: a.addressId, address: oneLine(a) })),
    version: e.version,
  };
}

export const entryValues = (s: SpCustomerSettings): EntryValues => ({
  addressId: s.address_id,
  pickUpPointId: s.pick_up_point_id,
  deliveryGroupId: s.delivery_group_id,
  isBexio: s.is_bexio,
  priceOverride: s.price_override === null ? null : numeric(s.price_override),
});

/** What the audit keeps of an entry. */
export const settingsOf = (e: EntryRow) => ({
  address_id: e.addressId,
  pick_up_point_id: e.pickUpPointId,
  delivery_group_id: e.deliveryGroupId,
  is_bexio: e.isBexio,
  price_override: money(e.priceOverride),
  order_count: e.orderCount,
});

/** A delivery group with the programme's customers in it. */
export function toDeliveryGroup(g: DeliveryGroupRow, members: readonly CustomerRow[]): DeliveryGroup {
  return {
    delivery_group_id: g.deliveryGroupId,
    special_programme_id: g.specialProgrammeId,
    delivery_group: g.deliveryGroup,
    customers: members
      .filter((m) => m.entry.deliveryGroupId === g.deliveryGroupId)
      .map((m) => ({ customer_id: m.entry.customerId, first_name: m.firstName, last_name: m.lastName })),
    version: g.version,
  };
}
