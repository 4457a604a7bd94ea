import { describe, expect, it } from 'vitest';
import { courierColumnLabel, courierColumnsOf, readableSetLabels } from './delivery-set-labels.ts';

describe('courierColumnLabel', () => {
  it("is the label, or 'label: from - to'", () => {
    expect(courierColumnLabel({ label: 'POST' })).toBe('POST');
    expect(courierColumnLabel({ label: 'ULTRA KURIER', from: '08:00:00', to: '12:00:00' })).toBe(
      'ULTRA KURIER: 08:00 - 12:00',
    );
    expect(courierColumnLabel({ label: 'ULTRA KURIER', from: '08:00', to: '' })).toBe('ULTRA KURIER');
    expect(courierColumnLabel({ label: ' ', from: '08:00', to: '09:00' })).toBeNull();
  });
});

describe('readableSetLabels', () => {
  it('gives distinct labels, sorted, from the first 5 columns', () => {
    const columns = [
      { label: 'POST' },
      { label: 'LUCKABOX', from: '17:00', to: '21:00' },
      { label: 'POST' },
      { label: null },
      { label: 'BRING TO MAILBOX' },
      { label: 'NO TIME' },
    ];
    expect(readableSetLabels(columns)).toEqual(['BRING TO MAILBOX', 'LUCKABOX: 17:00 - 21:00', 'POST']);
  });
  it('gives nothing for no couriers', () => {
    expect(readableSetLabels([])).toEqual([]);
  });
});

describe('courierColumnsOf', () => {
  it('reads courier_n, courier_n_from and courier_n_to', () => {
    const couriers = new Map([
      [1, 'POST'],
      [2, 'PICKUP'],
    ]);
    const row = {
      courier_1: 1,
      courier_1_from: '08:00',
      courier_1_to: '10:00',
      courier_2: 2,
      courier_3: null,
      courier_4: 99,
    };
    const columns = courierColumnsOf(row, (id) => couriers.get(id as number));
    expect(columns).toHaveLength(5);
    expect(readableSetLabels(columns)).toEqual(['PICKUP', 'POST: 08:00 - 10:00']);
  });
});
