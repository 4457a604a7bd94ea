import { describe, expect, it } from 'vitest';
import {
  addressSlots,
  ASSIGN_DELIVERY_GROUP_MESSAGE,
  DELIVERY_MISMATCH_MESSAGE,
  DELIVERY_UNDETERMINED_MESSAGE,
  deliveryErrors,
  deliveryPlaceKey,
} from './week-delivery.ts';

describe('deliveryErrors', () => {
  const ok = {
    pickUp: false,
    hasPlace: true,
    orderDeliveryTypeId: 1,
    zoneDeliveryTypeId: 1,
    needsDeliveryGroup: false,
    mismatchConfirmed: false,
  };
  it('pick-up orders have no zone to compare', () => {
    expect(deliveryErrors({ ...ok, pickUp: true, zoneDeliveryTypeId: 5 }).errors).toEqual([]);
    expect(deliveryErrors({ ...ok, pickUp: true, orderDeliveryTypeId: null }).errors).toEqual([
      DELIVERY_UNDETERMINED_MESSAGE,
    ]);
  });
  it('lists several errors in order', () => {
    expect(
      deliveryErrors({ ...ok, hasPlace: false, needsDeliveryGroup: true, zoneDeliveryTypeId: 2 }).errors,
    ).toEqual([DELIVERY_UNDETERMINED_MESSAGE, ASSIGN_DELIVERY_GROUP_MESSAGE, DELIVERY_MISMATCH_MESSAGE]);
  });
});

describe('addressSlots', () => {
  it('company before name, c/o, street, postcode and city; blanks dropped', () => {
    expect(
      addressSlots({
        company: 'ACME AG',
        name: 'A',
        co: 'Empfang',
        street: 'Gasse 3',
        postcode: '4000',
        city: 'Basel',
      }),
    ).toEqual(['ACME AG', 'c/o Empfang', 'Gasse 3', '4000 Basel']);
  });
});

describe('deliveryPlaceKey', () => {
  const place = { street: ' Gasse  3 ', postcode: '4000 ', city: 'Basel' };
  it('one key for the same postcode and street, spaces and case aside', () => {
    const address = { pickUp: false, pickUpPointId: null };
    expect(deliveryPlaceKey(address, place)).toBe(
      deliveryPlaceKey(address, { street: 'gasse 3', postcode: '4000', city: 'Basel-Stadt' }),
    );
    expect(deliveryPlaceKey(address, { ...place, street: 'Gasse 4' })).not.toBe(
      deliveryPlaceKey(address, place),
    );
  });
  it('pick-up orders by their point; none without a place', () => {
    expect(deliveryPlaceKey({ pickUp: true, pickUpPointId: 7 }, place)).toBe('P:7');
    expect(deliveryPlaceKey({ pickUp: false, pickUpPointId: null }, null)).toBeNull();
  });
});
