import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayRecipes, menus } from '../../db/schema/kitchen.ts';
import { users } from '../../db/schema/users.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type MenuRow = typeof menus.$inferSelect & { publishedByName: string | null };

/** The recipes assigned to a date's slots (the production module owns the writes; a menu only reads them). */
export async function assignedSlots(db: Db, date: string) {
  return db
    .select({ slot: dayRecipes.slot, recipeId: dayRecipes.recipeId })
    .from(dayRecipes)
    .where(eq(dayRecipes.date, date));
}

const menuColumns = { menu: menus, publishedByName: users.username };
const toMenuRow = (r: { menu: typeof menus.$inferSelect; publishedByName: string | null }): MenuRow => ({
  ...r.menu,
  publishedByName: r.publishedByName,
});

function selectMenus(db: Db) {
  return db.select(menuColumns).from(menus).leftJoin(users, eq(users.userId, menus.publishedBy));
}

export async function findMenu(db: Db, id: number): Promise<MenuRow | undefined> {
  const rows = await selectMenus(db).where(eq(menus.menuId, id));
  return rows.map(toMenuRow)[0];
}

export async function findMenuAt(db: Db, date: string, menuIndex: number): Promise<MenuRow | undefined> {
  const rows = await selectMenus(db).where(and(eq(menus.date, date), eq(menus.menuIndex, menuIndex)));
  return rows.map(toMenuRow)[0];
}

export async function findMenusOn(db: Db, date: string): Promise<MenuRow[]> {
  const rows = await selectMenus(db).where(eq(menus.date, date)).orderBy(asc(menus.menuIndex));
  return rows.map(toMenuRow);
}

export async function insertMenu(db: Db, values: typeof menus.$inferInsert) {
  const rows = await db.insert(menus).values(values).returning();
  return rows[0]!;
}

export const { updateIfVersion: updateMenuIfVersion } = versionedWrites(menus, menus.menuId);
