import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  createSpecialProgrammeRequest,
  spDeliveryRequest,
  spOrderCountRequest,
} from './special-programmes.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('special programme requests', () => {
  it('reads an empty price as the default 0 and a text price as a number', () => {
    const base = { name: 'A', start_date: '2026-12-07' };
    expect(createSpecialProgrammeRequest.parse({ ...base, price_chf: '' }).price_chf).toBe(0);
    expect(createSpecialProgrammeRequest.parse({ ...base, price_chf: '18.50' }).price_chf).toBe(18.5);
    expect(issues(createSpecialProgrammeRequest.safeParse({ ...base, price_chf: '1.234' }))).toEqual([
      ['price_chf', messages.priceInvalid],
    ]);
  });

  it('delivers to an address or a pick-up point, never both; the group is sent, null for none', () => {
    const point = { address_id: null, pick_up_point_id: 2, version: 1 };
    const both = spDeliveryRequest.safeParse({ ...point, address_id: 1, delivery_group_id: null });
    expect(issues(both)).toEqual([['pick_up_point_id', messages.spAddressAndPickUpPoint]]);
    expect(issues(spDeliveryRequest.safeParse(point)).map(([path]) => path)).toEqual(['delivery_group_id']);
    expect(spDeliveryRequest.parse({ ...point, delivery_group_id: null }).delivery_group_id).toBeNull();
  });

  it('takes whole order counts from 0 to 10000', () => {
    expect(spOrderCountRequest.parse({ order_count: '12', version: 1 }).order_count).toBe(12);
    for (const bad of [-1, 1.5, 10_001, 'many']) {
      expect(issues(spOrderCountRequest.safeParse({ order_count: bad, version: 1 }))).toEqual([
        ['order_count', messages.spOrderCountInvalid],
      ]);
    }
  });
});
