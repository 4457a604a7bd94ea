import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  inventoryGroupItemChanges as changes,
  inventoryGroupItems as items,
  inventoryGroups as groups,
} from '../../db/schema/kitchen.ts';
import { users } from '../../db/schema/users.ts';
import { anyRow, nameExists } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type GroupRow = typeof groups.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type ItemWithLastChange = ItemRow & { lastChangeAt: Date | null };

// A correlated subquery on the item index: cheaper than grouping every change ever made.
const lastChangeAt = sql<Date | null>`(select max(${changes.createdAt}) from ${changes}
  where ${changes.inventoryGroupItemId} = ${items.inventoryGroupItemId})`.mapWith(changes.createdAt);

/** Every group (by position, then name) and every item (by name), in two queries. */
export async function findAll(db: Db): Promise<{ groups: GroupRow[]; items: ItemWithLastChange[] }> {
  const [groupRows, itemRows] = await Promise.all([
    db
      .select()
      .from(groups)
      .orderBy(asc(groups.position), sql`lower(${groups.name})`, asc(groups.inventoryGroupId)),
    db
      .select({ item: items, lastChangeAt })
      .from(items)
      .orderBy(sql`lower(${items.name})`, asc(items.inventoryGroupItemId)),
  ]);
  return { groups: groupRows, items: itemRows.map((r) => ({ ...r.item, lastChangeAt: r.lastChangeAt })) };
}

export async function findGroupById(db: Db, id: number): Promise<GroupRow | undefined> {
  return (await db.select().from(groups).where(eq(groups.inventoryGroupId, id)))[0];
}

/** Whether another group has the name (up to case). */
export const groupNameExists = nameExists(groups, groups.name, groups.inventoryGroupId);

/** The position after the last group, so a new group without one goes last. */
export async function nextPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(groups.position) }).from(groups);
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertGroup(db: Db, values: typeof groups.$inferInsert): Promise<GroupRow> {
  return (await db.insert(groups).values(values).returning())[0]!;
}

export const { updateIfVersion: updateGroupIfVersion } = versionedWrites(groups, groups.inventoryGroupId);

export async function findItemById(db: Db, id: number): Promise<ItemWithLastChange | undefined> {
  const rows = await db
    .select({ item: items, lastChangeAt })
    .from(items)
    .where(eq(items.inventoryGroupItemId, id));
  return rows[0] ? { ...rows[0].item, lastChangeAt: rows[0].lastChangeAt } : undefined;
}

/** The item, locked until the transaction ends: changes to one item's stock run one after the other. */
export async function lockItem(db: Db, id: number): Promise<ItemRow | undefined> {
  return (await db.select().from(items).where(eq(items.inventoryGroupItemId, id)).for('update'))[0];
}

/** Whether the group already has an item of that name (up to case). */
export async function itemNameExists(
  db: Db,
  groupId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  return anyRow(
    db,
    items,
    and(
      eq(items.inventoryGroupId, groupId),
      eq(sql`lower(${items.name})`, name.toLowerCase()),
      exceptId === undefined ? undefined : ne(items.inventoryGroupItemId, exceptId),
    ),
  );
}

export async function insertItem(db: Db, values: typeof items.$inferInsert): Promise<ItemRow> {
  return (await db.insert(items).values(values).returning())[0]!;
}

export const { updateIfVersion: updateItemIfVersion } = versionedWrites(items, items.inventoryGroupItemId);

/**
 * The stock alone: neither version nor updated_at move, so counting an item never makes someone's open edit of
 * its name or minimum stale (the row lock orders the changes themselves).
 */
export async function setQuantity(db: Db, id: number, quantity: number): Promise<void> {
  await db.update(items).set({ quantity }).where(eq(items.inventoryGroupItemId, id));
}

export async function insertChange(db: Db, values: typeof changes.$inferInsert) {
  return (await db.insert(changes).values(values).returning())[0]!;
}

const changeColumns = {
  inventoryGroupItemChangeId: changes.inventoryGroupItemChangeId,
  inventoryGroupItemId: changes.inventoryGroupItemId,
  delta: changes.delta,
  quantityAfter: changes.quantityAfter,
  note: changes.note,
  changedBy: changes.changedBy,
  changedByName: users.username,
  createdAt: changes.createdAt,
};
export type ChangeRow = {
  [K in keyof typeof changeColumns]: K extends 'changedByName'
    ? string | null
    : (typeof changes.$inferSelect)[Exclude<K, 'changedByName'>];
};

/** An item's changes, newest first. */
export async function findChangesPage(db: Db, itemId: number, start: number, length: number) {
  const where = eq(changes.inventoryGroupItemId, itemId);
  const [rows, totals] = await Promise.all([
    db
      .select(changeColumns)
      .from(changes)
      .leftJoin(users, eq(users.userId, changes.changedBy))
      .where(where)
      .orderBy(desc(changes.createdAt), desc(changes.inventoryGroupItemChangeId))
      .limit(length)
      .offset(start),
    db.select({ total: count() }).from(changes).where(where),
  ]);
  return { rows: rows as ChangeRow[], total: totals[0]?.total ?? 0 };
}

/** The changes of one month (YYYY-MM read in `timeZone`), oldest first, with item and group names: the archive. */
export async function findChangesOfMonth(db: Db, month: string, timeZone: string) {
  return db
    .select({ ...changeColumns, itemName: items.name, unit: items.unit, groupName: groups.name })
    .from(changes)
    .innerJoin(items, eq(items.inventoryGroupItemId, changes.inventoryGroupItemId))
    .innerJoin(groups, eq(groups.inventoryGroupId, items.inventoryGroupId))
    .leftJoin(users, eq(users.userId, changes.changedBy))
    .where(sql`to_char(${changes.createdAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`)
    .orderBy(asc(changes.createdAt), asc(changes.inventoryGroupItemChangeId));
}
