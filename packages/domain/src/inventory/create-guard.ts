import { DomainError } from '../errors/domain-error.ts';

/** The old app's messages, word for word: creating an inventory record that already has its id. */
export const INVENTORY_ID_SET_MESSAGES = {
  inventoryGroupId: 'Cannot POST with inventoryGroupId',
  inventoryGroupItemId: 'Cannot POST with inventoryGroupItemId',
  inventoryGroupItemChangeId: 'Cannot POST with inventoryGroupItemChangeId',
} as const;
export type InventoryIdField = keyof typeof INVENTORY_ID_SET_MESSAGES;

/**
 * Creating a group, item or item change that already carries its id fails with the message naming that
 * id. null and undefined count as not set.
 */
export function assertNewInventoryRecord(
  field: InventoryIdField,
  record: Readonly<Record<string, unknown>>,
): void {
  const id = record[field];
  if (id !== null && id !== undefined)
    throw new DomainError('INVENTORY_ID_ALREADY_SET', INVENTORY_ID_SET_MESSAGES[field]);
}
