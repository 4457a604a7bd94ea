import { DomainError } from '../errors/domain-error.ts';

/** Spec §5, word for word: creating an inventory record that already has its id. */
export const INVENTORY_ID_SET_MESSAGES = {
  inventoryGroupId: 'Cannot POST with inventoryGroupId',
  inventoryGroupItemId: 'Cannot POST with inventoryGroupItemId',
  inventoryGroupItemChangeId: 'Cannot POST with inventoryGroupItemChangeId',
} as const;
export type InventoryIdField = keyof typeof INVENTORY_ID_SET_MESSAGES;

/**
 * Spec §5: creating a group, item or item change "fails with 'Cannot POST with inventoryGroupId' (or
 * '...ItemId' / '...ItemChangeId') if the id is already set". null and undefined count as not set.
 */
export function assertNewInventoryRecord(
  field: InventoryIdField,
  record: Readonly<Record<string, unknown>>,
): void {
  const id = record[field];
  if (id !== null && id !== undefined)
    throw new DomainError('INVENTORY_ID_ALREADY_SET', INVENTORY_ID_SET_MESSAGES[field]);
}
