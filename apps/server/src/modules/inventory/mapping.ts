import type { InventoryChange, InventoryGroup, InventoryItem } from '@brigade/domain/schemas/inventory';
import { groupBy } from '../../lib/group-by.ts';
import type * as repo from './repository.ts';

// Repository rows → the API's shapes: camelCase names (ADR 018), ISO instants.

export function toItem(row: repo.ItemWithLastChange): InventoryItem {
  return {
    inventoryGroupItemId: row.inventoryGroupItemId,
    inventoryGroupId: row.inventoryGroupId,
    name: row.name,
    unit: row.unit,
    quantity: row.quantity,
    minQuantity: row.minQuantity,
    belowMin: row.quantity < row.minQuantity,
    lastChangeAt: row.lastChangeAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toGroup(row: repo.GroupRow, items: InventoryItem[]): InventoryGroup {
  return {
    inventoryGroupId: row.inventoryGroupId,
    name: row.name,
    position: row.position,
    items,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every group with its items, in the groups' order. */
export function toGroups(all: Awaited<ReturnType<typeof repo.findAll>>): InventoryGroup[] {
  const byGroup = groupBy(all.items, (item) => item.inventoryGroupId);
  return all.groups.map((g) => toGroup(g, (byGroup.get(g.inventoryGroupId) ?? []).map(toItem)));
}

export function toChange(row: repo.ChangeRow): InventoryChange {
  return {
    inventoryGroupItemChangeId: row.inventoryGroupItemChangeId,
    inventoryGroupItemId: row.inventoryGroupItemId,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    note: row.note,
    changedBy: row.changedBy,
    changedByName: row.changedByName,
    createdAt: row.createdAt.toISOString(),
  };
}
