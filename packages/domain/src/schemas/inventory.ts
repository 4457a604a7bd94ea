import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listResponse, version } from './common.ts';

// Inventory groups, their items and item changes (ADR 052). Unlike the rest of the API these bodies use the
// old app's camelCase names, so that its message 'Cannot POST with inventoryGroupId' names the very field the
// client sent (ADR 018).

/** The largest stock, minimum or change an item can hold (kitchen stock, not a warehouse). */
export const INVENTORY_MAX_QUANTITY = 1_000_000;
/** Quantities are kept to three decimals (grams of a kilogram), so sums never drift. */
export const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

/** A form's text is read as a number ('' is absent, a decimal comma is accepted); JSON numbers pass as they are. */
const fromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
};

/** A stock or minimum: 0 … INVENTORY_MAX_QUANTITY. */
const quantity = z.preprocess(
  fromText,
  z
    .number({ error: messages.inventoryQuantityInvalid })
    .min(0, { error: messages.inventoryQuantityInvalid })
    .max(INVENTORY_MAX_QUANTITY, { error: messages.inventoryQuantityInvalid }),
);

/** A change by hand (+ received, − used): not 0, within ± INVENTORY_MAX_QUANTITY. */
const delta = z.preprocess(
  fromText,
  z
    .number({ error: messages.inventoryDeltaInvalid })
    .min(-INVENTORY_MAX_QUANTITY, { error: messages.inventoryDeltaInvalid })
    .max(INVENTORY_MAX_QUANTITY, { error: messages.inventoryDeltaInvalid })
    .refine((v) => v !== 0, { error: messages.inventoryDeltaInvalid }),
);

const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired })
  .max(100, { error: messages.nameTooLong });

const unit = z
  .string({ error: messages.inventoryUnitRequired })
  .trim()
  .min(1, { error: messages.inventoryUnitRequired })
  .max(20, { error: messages.inventoryUnitRequired });

/** A group's place among the groups (lowest first); a new group without one goes last. */
const position = z.number({ error: messages.invalidValue }).int().min(0).max(10_000);

/**
 * The id a POST must not carry. Any JSON value is accepted here so that the service can refuse it with the
 * old app's own words instead of a generic validation message.
 */
const forbiddenId = z.unknown().optional();

const groupId = z
  .number({ error: messages.inventoryGroupUnknown })
  .int({ error: messages.inventoryGroupUnknown })
  .positive({ error: messages.inventoryGroupUnknown })
  .max(2_147_483_647, { error: messages.inventoryGroupUnknown });

export const inventoryItem = z.object({
  inventoryGroupItemId: z.number().int(),
  inventoryGroupId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  minQuantity: z.number(),
  /** quantity < minQuantity: time to order. */
  belowMin: z.boolean(),
  /** When the stock last changed (ISO instant), null when it never did. */
  lastChangeAt: z.string().nullable(),
  version,
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const inventoryGroup = z.object({
  inventoryGroupId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  items: z.array(inventoryItem),
  version,
  updatedAt: z.string(),
});
export type InventoryGroup = z.infer<typeof inventoryGroup>;
export const inventoryGroupList = listResponse(inventoryGroup);
export type InventoryGroupList = z.infer<typeof inventoryGroupList>;

export const createInventoryGroupRequest = z.object({
  inventoryGroupId: forbiddenId,
  name,
  position: position.optional(),
});
export type CreateInventoryGroupRequest = z.input<typeof createInventoryGroupRequest>;
/** Rename or move a group; without a position it keeps its place. */
export const updateInventoryGroupRequest = z.object({ name, position: position.optional(), version });
export type UpdateInventoryGroupRequest = z.input<typeof updateInventoryGroupRequest>;

/** A new item, optionally with the stock counted when it is added (recorded as its first change). */
export const createInventoryItemRequest = z.object({
  inventoryGroupItemId: forbiddenId,
  inventoryGroupId: groupId,
  name,
  unit,
  minQuantity: quantity.default(0),
  quantity: quantity.default(0),
});
export type CreateInventoryItemRequest = z.input<typeof createInventoryItemRequest>;

/** Rename, re-unit, move to another group or change the minimum; the stock changes only through changes. */
export const updateInventoryItemRequest = z.object({
  inventoryGroupId: groupId,
  name,
  unit,
  minQuantity: quantity,
  version,
});
export type UpdateInventoryItemRequest = z.input<typeof updateInventoryItemRequest>;

/** One stock change: a delta (+ received, − used) or the quantity counted on the shelf, with a note. */
export const createInventoryChangeRequest = z
  .object({
    inventoryGroupItemChangeId: forbiddenId,
    delta: delta.optional(),
    countedQuantity: quantity.optional(),
    note: z
      .string({ error: messages.invalidValue })
      .trim()
      .max(500, { error: messages.inventoryNoteTooLong })
      .default(''),
  })
  .refine((change) => (change.delta === undefined) !== (change.countedQuantity === undefined), {
    error: messages.inventoryChangeKindRequired,
    path: ['delta'],
  });
export type CreateInventoryChangeRequest = z.input<typeof createInventoryChangeRequest>;

export const inventoryChange = z.object({
  inventoryGroupItemChangeId: z.number().int(),
  inventoryGroupItemId: z.number().int(),
  delta: z.number(),
  quantityAfter: z.number(),
  note: z.string(),
  changedBy: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryChange = z.infer<typeof inventoryChange>;
export const inventoryChangeList = listResponse(inventoryChange);

/** The answer to a change: the change and the item with its new stock. */
export const inventoryChangeResponse = z.object({ change: inventoryChange, item: inventoryItem });
export type InventoryChangeResponse = z.infer<typeof inventoryChangeResponse>;

/** An item's recent changes, newest first. */
export const inventoryChangesQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(100).default(20),
});
export type InventoryChangeListQuery = z.infer<typeof inventoryChangesQuery>;
