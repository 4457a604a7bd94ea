import { describe, expect, it } from 'vitest';
import { courierColumnNumbers } from '@brigade/domain/schemas/delivery';
import { courierColumns, deliveryTypeFormValues } from './delivery-type-values.ts';

describe('delivery type form values', () => {
  it('has the domain courier columns', () => {
    expect([...courierColumns]).toEqual(courierColumnNumbers);
  });

  it('starts a new type with empty columns', () => {
    const values = deliveryTypeFormValues(undefined);
    expect(values.name).toBe('');
    expect(values.courier_1).toBe('');
    expect(values.courier_5_to).toBe('');
    expect(values.version).toBeUndefined();
  });
});
