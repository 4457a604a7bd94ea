/** A customer's address. address_id -1 = not saved yet. */
export interface Address {
  readonly address_id: number;
  readonly name?: string | null;
  readonly phone?: string | null;
  readonly company?: string | null;
  readonly street?: string | null;
  /** Care of. */
  readonly co?: string | null;
  readonly postcode?: string | null;
  readonly city?: string | null;
  readonly email?: string | null;
  readonly countryCode?: string | null;
  readonly zip?: string | null;
  readonly zipAnnex?: string | null;
  readonly instruction?: string | null;
  readonly isDelivery?: boolean | null;
  readonly billing_default?: boolean | null;
  readonly delivery_default?: boolean | null;
}

export const NEW_ADDRESS_ID = -1;
export type AddressRole = 'billing' | 'delivery';
export type PrefixedAddress<R extends AddressRole> = {
  [K in keyof Address as `${R}_${K & string}`]: Address[K];
};

/** Payload keys are prefixed delivery_ or billing_ (delivery_street, billing_city). */
export function prefixAddress<R extends AddressRole>(role: R, address: Address): PrefixedAddress<R> {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [`${role}_${key}`, value]),
  ) as PrefixedAddress<R>;
}

/**
 * The address under `role` in a prefixed payload; keys of the other role and unprefixed keys are left out.
 * @public
 */
export function unprefixAddress(
  role: AddressRole,
  payload: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const prefix = `${role}_`;
  return Object.fromEntries(
    Object.entries(payload)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/**
 * Before saving, the billing address is marked not delivery and the delivery address is marked
 * delivery. Returns copies; a missing address id becomes -1 (new).
 */
export function markAddressesForSave(
  billing: Address,
  delivery: Address,
): { billing: Address; delivery: Address } {
  return {
    billing: { ...billing, address_id: billing.address_id ?? NEW_ADDRESS_ID, isDelivery: false },
    delivery: { ...delivery, address_id: delivery.address_id ?? NEW_ADDRESS_ID, isDelivery: true },
  };
}

/**
 * The customer create/update payload's address part: both addresses marked, then prefixed.
 * @public
 */
export function addressPayload(
  billing: Address,
  delivery: Address,
): PrefixedAddress<'billing'> & PrefixedAddress<'delivery'> {
  const marked = markAddressesForSave(billing, delivery);
  return { ...prefixAddress('billing', marked.billing), ...prefixAddress('delivery', marked.delivery) };
}
