import { isDomainError } from '@brigade/domain/errors/domain-error';
import { assertNewInventoryRecord, type InventoryIdField } from '@brigade/domain/inventory/create-guard';
import { messages } from '@brigade/domain/messages/catalogue';
import {
  roundQuantity,
  type InventoryChangeListQuery,
  type InventoryChangeResponse,
  type InventoryGroup,
  type InventoryGroupList,
  type InventoryItem,
} from '@brigade/domain/schemas/inventory';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import { toChange, toGroups } from './mapping.ts';
import { createInventoryPublisher } from './publish.ts';
import * as repo from './repository.ts';

/** Who acts: the session's user (the change history shows the name). */
export interface Actor {
  user_id: number;
  username: string;
}

interface GroupInput {
  name: string;
  position?: number | undefined;
}
interface ItemInput {
  inventoryGroupId: number;
  name: string;
  unit: string;
  minQuantity: number;
}

/**
 * A POST carrying its record's id is refused with 'Cannot POST with inventoryGroupId' (…ItemId, …ItemChangeId),
 * as a 400 naming that field: the request itself is malformed, whatever is stored (ADR 052).
 */
function refuseId(field: InventoryIdField, body: Readonly<Record<string, unknown>>): void {
  try {
    assertNewInventoryRecord(field, body);
  } catch (error) {
    if (isDomainError(error)) throw validationError(field, error.message);
    throw error;
  }
}

/**
 * The kitchen's stock (ADR 052): groups of items, each with a quantity in its unit and a minimum.
 * The quantity moves only through changes (a delta or a count), each recording the quantity after it; the
 * item's stock is updated in the same transaction. Every write is then published to the object store.
 */
export function createInventoryService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  store: ObjectStore;
  log?: (error: unknown, message: string) => void;
}) {
  const { db, clock, audit } = deps;
  const publisher = createInventoryPublisher(deps);

  const groupIn = (groups: InventoryGroup[], id: number) => groups.find((g) => g.inventoryGroupId === id)!;
  const itemIn = (groups: InventoryGroup[], id: number): InventoryItem =>
    groups.flatMap((g) => g.items).find((i) => i.inventoryGroupItemId === id)!;

  async function checkItem(tx: Db, input: ItemInput, exceptId?: number): Promise<void> {
    if (!(await repo.findGroupById(tx, input.inventoryGroupId))) {
      throw businessRule(messages.inventoryGroupUnknown);
    }
    if (await repo.itemNameExists(tx, input.inventoryGroupId, input.name, exceptId)) {
      throw conflict(messages.inventoryItemNameTaken);
    }
  }

  return {
    async list(): Promise<InventoryGroupList> {
      const groups = toGroups(await repo.findAll(db));
      return { items: groups, total: groups.length };
    },

    async createGroup(actor: Actor, body: GroupInput & Record<string, unknown>): Promise<InventoryGroup> {
      refuseId('inventoryGroupId', body);
      const row = await db.transaction(async (tx) => {
        if (await repo.groupNameExists(tx, body.name)) throw conflict(messages.inventoryGroupNameTaken);
        const now = clock();
        const position = body.position ?? (await repo.nextPosition(tx));
        const inserted = await uniqueOr(messages.inventoryGroupNameTaken, () =>
          repo.insertGroup(tx, { name: body.name, position, createdAt: now, updatedAt: now }),
        );
        await audit.record(
          {
            userId: actor.user_id,
            action: 'create',
            entity: 'inventory_group',
            entityId: inserted.inventoryGroupId,
            change: { after: { name: inserted.name, position } },
          },
          tx,
        );
        return inserted;
      });
      return groupIn(await publisher.index(), row.inventoryGroupId);
    },

    async updateGroup(actor: Actor, id: number, body: GroupInput & { version: number }) {
      await db.transaction(async (tx) => {
        const before = await repo.findGroupById(tx, id);
        if (!before) throw notFound();
        if (await repo.groupNameExists(tx, body.name, id)) throw conflict(messages.inventoryGroupNameTaken);
        const values = { name: body.name, position: body.position ?? before.position };
        const after = await uniqueOr(messages.inventoryGroupNameTaken, async () =>
          versionedRow(await repo.updateGroupIfVersion(tx, id, body.version, values, clock()), () =>
            repo.findGroupById(tx, id),
          ),
        );
        await audit.record(
          {
            userId: actor.user_id,
            action: 'update',
            entity: 'inventory_group',
            entityId: id,
            change: {
              before: { name: before.name, position: before.position, version: before.version },
              after: { name: after.name, position: after.position, version: after.version },
            },
          },
          tx,
        );
      });
      return groupIn(await publisher.index(), id);
    },

    /** A new item; a starting stock above 0 is recorded as its first change, so the history adds up. */
    async createItem(
      actor: Actor,
      body: ItemInput & { quantity: number } & Record<string, unknown>,
    ): Promise<InventoryItem> {
      refuseId('inventoryGroupItemId', body);
      const now = clock();
      const quantity = roundQuantity(body.quantity);
      const row = await db.transaction(async (tx) => {
        await checkItem(tx, body);
        const inserted = await uniqueOr(messages.inventoryItemNameTaken, () =>
          repo.insertItem(tx, {
            inventoryGroupId: body.inventoryGroupId,
            name: body.name,
            unit: body.unit,
            quantity,
            minQuantity: roundQuantity(body.minQuantity),
            createdAt: now,
            updatedAt: now,
          }),
        );
        if (quantity > 0) {
          await repo.insertChange(tx, {
            inventoryGroupItemId: inserted.inventoryGroupItemId,
            delta: quantity,
            quantityAfter: quantity,
            changedBy: actor.user_id,
            createdAt: now,
          });
        }
        await audit.record(
          {
            userId: actor.user_id,
            action: 'create',
            entity: 'inventory_group_item',
            entityId: inserted.inventoryGroupItemId,
            change: { after: { ...body, quantity } },
          },
          tx,
        );
        return inserted;
      });
      if (quantity > 0) await publisher.archive(now);
      return itemIn(await publisher.index(), row.inventoryGroupItemId);
    },

    async updateItem(actor: Actor, id: number, body: ItemInput & { version: number }) {
      await db.transaction(async (tx) => {
        const before = await repo.findItemById(tx, id);
        if (!before) throw notFound();
        await checkItem(tx, body, id);
        const values = {
          inventoryGroupId: body.inventoryGroupId,
          name: body.name,
          unit: body.unit,
          minQuantity: roundQuantity(body.minQuantity),
        };
        const after = await uniqueOr(messages.inventoryItemNameTaken, async () =>
          versionedRow(await repo.updateItemIfVersion(tx, id, body.version, values, clock()), () =>
            repo.findItemById(tx, id),
          ),
        );
        const { inventoryGroupId, name, unit, minQuantity, version } = before;
        await audit.record(
          {
            userId: actor.user_id,
            action: 'update',
            entity: 'inventory_group_item',
            entityId: id,
            change: {
              before: { inventoryGroupId, name, unit, minQuantity, version },
              after: { ...values, version: after.version },
            },
          },
          tx,
        );
      });
      return itemIn(await publisher.index(), id);
    },

    /**
     * One stock change: `delta` adds (received) or takes away (used); `countedQuantity` sets the stock to what
     * was counted and records the difference. A result below zero is refused (422) and nothing changes.
     */
    async createChange(
      actor: Actor,
      itemId: number,
      body: { delta?: number | undefined; countedQuantity?: number | undefined; note: string } & Record<
        string,
        unknown
      >,
    ): Promise<InventoryChangeResponse> {
      refuseId('inventoryGroupItemChangeId', body);
      const now = clock();
      const change = await db.transaction(async (tx) => {
        const item = await repo.lockItem(tx, itemId);
        if (!item) throw notFound();
        const after = roundQuantity(body.countedQuantity ?? item.quantity + (body.delta ?? 0));
        if (after < 0) throw businessRule(messages.inventoryStockNegative);
        const delta = roundQuantity(after - item.quantity);
        await repo.setQuantity(tx, itemId, after);
        const inserted = await repo.insertChange(tx, {
          inventoryGroupItemId: itemId,
          delta,
          quantityAfter: after,
          note: body.note,
          changedBy: actor.user_id,
          createdAt: now,
        });
        await audit.record(
          {
            userId: actor.user_id,
            action: 'create',
            entity: 'inventory_group_item_change',
            entityId: inserted.inventoryGroupItemChangeId,
            change: { after: { itemId, delta, quantityBefore: item.quantity, quantityAfter: after } },
          },
          tx,
        );
        return inserted;
      });
      await publisher.archive(now);
      const groups = await publisher.index();
      return {
        change: toChange({ ...change, changedByName: actor.username }),
        item: itemIn(groups, itemId),
      };
    },

    /** An item's changes, newest first (404 for an unknown item). */
    async changes(itemId: number, page: InventoryChangeListQuery) {
      if (!(await repo.findItemById(db, itemId))) throw notFound();
      const { rows, total } = await repo.findChangesPage(db, itemId, page.start, page.length);
      return { items: rows.map(toChange), total };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
