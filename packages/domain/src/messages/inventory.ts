/** Inventory and chef ingredient notes: Brigade's own messages (part of the catalogue, ADR 017). */
export const inventoryMessages = {
  inventoryGroupNameTaken: 'An inventory group with this name already exists',
  inventoryItemNameTaken: 'This group already has an item with this name',
  inventoryGroupUnknown: 'This inventory group does not exist',
  inventoryUnitRequired: 'Unit is required (at most 20 characters)',
  inventoryQuantityInvalid: 'Quantity must be a number from 0 to 1000000',
  inventoryDeltaInvalid: 'A change must be a number from -1000000 to 1000000, not 0',
  inventoryChangeKindRequired: 'Give either a change or the counted quantity',
  inventoryStockNegative: 'The stock of an item cannot go below zero',
  inventoryNoteTooLong: 'Note must be at most 500 characters',
} as const;
