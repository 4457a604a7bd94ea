import type { IsoDate } from '../calendar/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { DayPeriodIdentifier } from './logistics-date.ts';

/** The roots of a storage key; anything else is invalid. */
export const STORAGE_ROOTS = ['ap', 'menu', 'logistics'] as const;
export type StorageRoot = (typeof STORAGE_ROOTS)[number];

/** Storage environments. */
export const STORAGE_ENVS = ['dev', 'prod'] as const;
export type StorageEnv = (typeof STORAGE_ENVS)[number];

/** The old app's message, word for word: a key without a valid bucket id (root). */
export const INVALID_BUCKET_KEY_MESSAGE = 'Caught early: Key must contain valid Bucket ID';
/** Brigade's own message: a key that could climb out of its folder. */
export const UNSAFE_STORAGE_PATH_MESSAGE = 'Storage paths may not contain empty, "." or ".." segments';

/**
 * Where the app version is kept.
 * @public
 */
export const APP_VERSION_CONFIG_PATH = 'ap/app/config/version/';

const SAFE_SEGMENT = /^[A-Za-z0-9_.,@+=-]+$/;

/**
 * The root ("bucket id") of a storage key: ap, menu or logistics, else 'Caught early: Key must
 * contain valid Bucket ID'. Keys are also refused when a segment is empty (except a trailing slash), '.'
 * or '..', or has characters outside letters, digits and _ . , @ + = - — the local object store turns
 * keys into file paths.
 */
export function storageRoot(key: string): StorageRoot {
  const segments = key.split('/');
  const root = segments[0] ?? '';
  if (!(STORAGE_ROOTS as readonly string[]).includes(root)) {
    throw new DomainError('INVALID_STORAGE_KEY', INVALID_BUCKET_KEY_MESSAGE);
  }
  const inner = key.endsWith('/') ? segments.slice(0, -1) : segments;
  if (inner.some((s) => s === '' || s === '.' || s === '..' || !SAFE_SEGMENT.test(s))) {
    throw new DomainError('INVALID_STORAGE_PATH', UNSAFE_STORAGE_PATH_MESSAGE);
  }
  return root as StorageRoot;
}

/** A key built from parts, checked by {@link storageRoot}. */
function key(...parts: (string | number)[]): string {
  const path = parts.map(String).join('/');
  storageRoot(path);
  return path;
}

/**
 * logistics/{x}/{date}-{identifier}/{team}/{version}; the tracking variant adds a `tracking` segment before
 * the version. The old app left {x} unnamed; Brigade puts the storage environment there.
 * @public
 */
export function logisticsPath(parts: {
  readonly env: StorageEnv;
  readonly date: IsoDate;
  readonly identifier: DayPeriodIdentifier;
  readonly team: string;
  readonly version: number | string;
  readonly tracking?: boolean;
}): string {
  const tail = parts.tracking ? ['tracking', parts.version] : [parts.version];
  return key('logistics', parts.env, `${parts.date}-${parts.identifier}`, parts.team, ...tail);
}

/**
 * A recipe's chef notes: ap/chef_notes/recipe/{recipeId}.
 * @public
 */
export function chefRecipeNotesPath(recipeId: number): string {
  return key('ap', 'chef_notes', 'recipe', recipeId);
}

/**
 * Chef ingredient notes: the old app named no path; Brigade puts them beside the recipe notes at
 * ap/chef_notes/ingredient/{ingredientId}.
 */
export function chefIngredientNotesPath(ingredientId: number): string {
  return key('ap', 'chef_notes', 'ingredient', ingredientId);
}

/** The inventory index: every group with its items, rewritten after each inventory write. */
export const INVENTORY_INDEX_PATH = 'ap/inventory/index';

/**
 * The inventory archive: the stock changes of one month (YYYY-MM, business time zone) at
 * ap/inventory/archive/{YYYY-MM}, so a month's movements can be read without the database.
 */
export function inventoryArchivePath(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    throw new DomainError('INVALID_STORAGE_PATH', UNSAFE_STORAGE_PATH_MESSAGE);
  }
  return key('ap', 'inventory', 'archive', month);
}

/**
 * recipes/analysis/{id}-{variant} ('latest' or a timestamp), which the old app optionally prefixed with the
 * category's segment. Brigade always prefixes ap/, so that every key has a valid root.
 */
export function recipeAnalysisPath(recipeId: number, variant: string): string {
  return key('ap', 'recipes', 'analysis', `${recipeId}-${variant}`);
}

/** The latest analysis of a recipe, rewritten whenever the analysis is (ap/recipes/analysis/12-latest). */
export function recipeAnalysisLatestPath(recipeId: number): string {
  return recipeAnalysisPath(recipeId, 'latest');
}

/**
 * The timestamped copy of an analysis, kept beside the latest: the variant is the instant it was
 * computed in milliseconds since 1970 (ap/recipes/analysis/12-1711700000000), so copies sort by time.
 */
export function recipeAnalysisTimestampedPath(recipeId: number, computedAt: Date): string {
  return recipeAnalysisPath(recipeId, String(computedAt.getTime()));
}

/** A shopping list as public-read JSON: shopping_list/{id}/list, under the ap/ root for the same reason. */
export function shoppingListPath(shoppingListId: number): string {
  return key('ap', 'shopping_list', shoppingListId, 'list');
}

/**
 * A published menu under the 'menu' root, menu/{date}/{menu_index} (menu/2026-03-02/0), the
 * customer-facing JSON the shop and the QR codes read; republishing replaces it.
 */
export function menuPath(date: IsoDate, menuIndex: number): string {
  return key('menu', date, menuIndex);
}
