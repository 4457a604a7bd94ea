import { canAccess, type PrivilegeLevel, type UserCategory } from './privilege.ts';

/** Who is looking: their privilege level and login category. */
export interface Viewer {
  level: PrivilegeLevel;
  user_category: UserCategory;
}

/** A drawer entry (or any menu entry) guarded by a level and the categories it is for. */
export interface GuardedEntry {
  level: PrivilegeLevel;
  categories: readonly UserCategory[];
}

export function isVisibleTo(entry: GuardedEntry, viewer: Viewer): boolean {
  return canAccess(viewer.level, entry.level) && entry.categories.includes(viewer.user_category);
}

/**
 * The drawer: an entry is visible when the viewer's level is at or below the entry's level and the entry
 * is for the viewer's category; a group keeps only its visible children and is hidden when none is left.
 */
export function visibleEntries<C extends GuardedEntry, E extends GuardedEntry & { children?: readonly C[] }>(
  entries: readonly E[],
  viewer: Viewer,
): E[] {
  return entries.flatMap((entry) => {
    if (!isVisibleTo(entry, viewer)) return [];
    if (!entry.children) return [entry];
    const children = entry.children.filter((child) => isVisibleTo(child, viewer));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
