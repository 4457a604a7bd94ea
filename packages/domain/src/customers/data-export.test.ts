import { describe, expect, it } from 'vitest';
import { customerDataCsvRows } from './data-export.ts';

describe('customerDataCsvRows', () => {
  it('writes a section per table: its name, header and rows, JSON for lists, ISO for dates', () => {
    const rows = customerDataCsvRows({
      customer: [{ customer_id: 1, dislikes: ['fish'], updated_at: new Date('2031-01-02T03:04:05Z') }],
      addresses: [],
      orders: [{ order_id: 7, end_date: null }],
    });
    expect(rows).toEqual([
      ['# customer', '1 rows'],
      ['customer_id', 'dislikes', 'updated_at'],
      [1, '["fish"]', '2031-01-02T03:04:05.000Z'],
      [],
      ['# addresses', '0 rows'],
      [],
      ['# orders', '1 rows'],
      ['order_id', 'end_date'],
      [7, null],
    ]);
  });
});
