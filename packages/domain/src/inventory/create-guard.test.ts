import { describe, expect, it } from 'vitest';
import { assertNewInventoryRecord } from './create-guard.ts';

describe('assertNewInventoryRecord', () => {
  it('lets a record without its id through', () => {
    expect(() => assertNewInventoryRecord('inventoryGroupId', { name: 'Dry goods' })).not.toThrow();
    expect(() =>
      assertNewInventoryRecord('inventoryGroupItemId', { inventoryGroupItemId: null }),
    ).not.toThrow();
  });
  it('refuses a record that already has its id', () => {
    expect(() => assertNewInventoryRecord('inventoryGroupId', { inventoryGroupId: 3 })).toThrow(
      'Cannot POST with inventoryGroupId',
    );
    expect(() => assertNewInventoryRecord('inventoryGroupItemId', { inventoryGroupItemId: 0 })).toThrow(
      'Cannot POST with inventoryGroupItemId',
    );
    expect(() =>
      assertNewInventoryRecord('inventoryGroupItemChangeId', { inventoryGroupItemChangeId: 'x' }),
    ).toThrow('Cannot POST with inventoryGroupItemChangeId');
  });
});
