import type { CompanySlug, UserCategory } from '@brigade/domain/access/privilege';
import { DAY_PERIOD_IDENTIFIERS } from '@brigade/domain/logistics/logistics-date';
import type { ConsignmentView } from '@brigade/domain/schemas/logistics';
import type { LabelParty } from '../../integrations/postal/port.ts';
import type { CouriersService } from '../delivery/couriers-service.ts';
import type { ConsignmentsService } from '../logistics/consignments-service.ts';

/** One parcel that goes by post: a consignment of the default team whose courier is of type POST. */
export interface PostParcel {
  code: string;
  orderIds: number[];
  recipient: LabelParty;
  weightGrams: number;
  courier: string;
}

export interface Reader {
  readonly user_id: number;
  readonly user_category: UserCategory;
  readonly company_slug: CompanySlug;
}

const orderIdsOf = (c: ConsignmentView) =>
  c.contents.flatMap((e) => ('bags' in e ? [Number(e.orderId)] : [])).sort((a, b) => a - b);

function toParcel(c: ConsignmentView, courier: string): PostParcel {
  const a = c.deliveryAddress;
  const kg = c.products.reduce((sum, p) => sum + p.dimension.weightKg, 0);
  return {
    code: c.code,
    orderIds: orderIdsOf(c),
    recipient: {
      name: a.name,
      company: a.company ?? null,
      street: a.street,
      postcode: a.postcode,
      city: a.city,
      email: a.email ?? null,
      phone: a.phone ?? null,
    },
    weightGrams: Math.round(kg * 1000),
    courier,
  };
}

/**
 * The parcels of a date that go by post: the default team's consignments of both day periods (as the
 * dispatcher's board plans them) whose courier is of type POST, in stop order.
 */
export async function postParcelsOf(
  deps: { consignments: ConsignmentsService; couriers: CouriersService },
  reader: Reader,
  date: string,
): Promise<PostParcel[]> {
  const runs = await Promise.all(
    DAY_PERIOD_IDENTIFIERS.map((identifier) =>
      deps.consignments.ofTeam(reader, { team: 'default', date, identifier }),
    ),
  );
  const all = runs.flatMap((run) => run.consignments);
  const courierIds = [...new Set(all.flatMap((c) => c.contents.map((e) => Number(e.courierId))))];
  const couriers = await deps.couriers.labels(courierIds.filter((id) => Number.isInteger(id) && id > 0));
  const postCourier = (c: ConsignmentView) =>
    c.contents
      .map((e) => couriers.get(Number(e.courierId)))
      .find((courier) => courier?.courierType.trim().toUpperCase() === 'POST');
  return all.flatMap((c) => {
    const courier = postCourier(c);
    return courier ? [toParcel(c, courier.name)] : [];
  });
}
