/** The delivery errors of a week-customer row, worded as the week screens have always shown them. */
export const DELIVERY_UNDETERMINED_MESSAGE = 'ERROR Unable to determine delivery. Possibly not set.';
export const ASSIGN_DELIVERY_GROUP_MESSAGE = 'ASSIGN DELIVERY GROUP';
export const DELIVERY_MISMATCH_MESSAGE = 'MISMATCH ERROR';

export interface DeliveryCheck {
  /** The order goes to a pick-up point (true) or an address (false). */
  readonly pickUp: boolean;
  /** The pick-up point or address the order resolves to exists. */
  readonly hasPlace: boolean;
  /** The order's own delivery type. */
  readonly orderDeliveryTypeId: number | null;
  /**
   * The delivery type of the delivery postcode's zone (delivery_type_id, or delivery_type_id_company for
   * an office customer); null when the postcode has no zone or the zone no type.
   */
  readonly zoneDeliveryTypeId: number | null;
  /** The customer is on a special programme running this week without a delivery group. */
  readonly needsDeliveryGroup: boolean;
  /** Customer service confirmed this week that the order's delivery type differs from the zone's. */
  readonly mismatchConfirmed: boolean;
}

/**
 * The delivery errors of a week-customer row, in this order: 'ERROR Unable to determine delivery. Possibly
 * not set.' when no delivery type is resolvable (the order's own, else its postcode zone's) or the order has
 * no address or pick-up point; 'ASSIGN DELIVERY GROUP' for a special-programme customer without a group;
 * 'MISMATCH ERROR' when an address delivery's own type differs from its zone's and nobody confirmed it for
 * the week. Pick-up orders have no zone to compare.
 */
export function deliveryErrors(check: DeliveryCheck): {
  deliveryTypeId: number | null;
  errors: string[];
} {
  const zoneType = check.pickUp ? null : check.zoneDeliveryTypeId;
  const deliveryTypeId = check.orderDeliveryTypeId ?? zoneType;
  const errors: string[] = [];
  if (deliveryTypeId === null || !check.hasPlace) errors.push(DELIVERY_UNDETERMINED_MESSAGE);
  if (check.needsDeliveryGroup) errors.push(ASSIGN_DELIVERY_GROUP_MESSAGE);
  if (
    check.orderDeliveryTypeId !== null &&
    zoneType !== null &&
    check.orderDeliveryTypeId !== zoneType &&
    !check.mismatchConfirmed
  ) {
    errors.push(DELIVERY_MISMATCH_MESSAGE);
  }
  return { deliveryTypeId, errors };
}

/** The pick-up point or address an order goes to. */
export interface WeekPlace {
  readonly company?: string;
  readonly name?: string;
  readonly co?: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

/**
 * The address slots of a row: the non-empty lines of the place the order goes to — name or company, c/o,
 * street, postcode and city.
 */
export function addressSlots(place: WeekPlace | null): string[] {
  if (!place) return [];
  const first = place.company?.trim() || place.name?.trim() || '';
  const co = place.co?.trim() ? `c/o ${place.co.trim()}` : '';
  const town = `${place.postcode} ${place.city}`.trim();
  return [first, co, place.street.trim(), town].filter((line) => line !== '');
}

/**
 * Where an order is delivered, as a key: two orders travel together (may be merged on a date) when they go to
 * the same pick-up point, or to the same postcode and street (spaces and case aside). Null without a place.
 */
export function deliveryPlaceKey(
  delivery: { readonly pickUp: boolean; readonly pickUpPointId: number | null },
  place: WeekPlace | null,
): string | null {
  if (!place) return null;
  if (delivery.pickUp) return `P:${delivery.pickUpPointId}`;
  return `A:${place.postcode.trim()}|${place.street.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}
