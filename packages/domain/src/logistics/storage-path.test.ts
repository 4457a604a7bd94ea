import { describe, expect, it } from 'vitest';
import {
  APP_VERSION_CONFIG_PATH,
  chefIngredientNotesPath,
  chefRecipeNotesPath,
  INVENTORY_INDEX_PATH,
  inventoryArchivePath,
  logisticsPath,
  recipeAnalysisLatestPath,
  recipeAnalysisPath,
  recipeAnalysisTimestampedPath,
  shoppingListPath,
  storageRoot,
} from './storage-path.ts';

describe('storageRoot', () => {
  it('accepts the roots ap, menu and logistics', () => {
    expect(storageRoot('ap/app/config/version/')).toBe('ap');
    expect(storageRoot('menu/2024-03-29/1')).toBe('menu');
    expect(storageRoot('logistics/prod/2024-03-29-PM-0/rico/3')).toBe('logistics');
  });
  it("refuses any other root with 'Caught early: Key must contain valid Bucket ID'", () => {
    for (const bad of ['', 'recipes/analysis/1-latest', '/ap/x', 'AP/x', 'apx/y', '../ap']) {
      expect(() => storageRoot(bad), bad).toThrow('Caught early: Key must contain valid Bucket ID');
    }
  });
  it('refuses keys that could leave their folder', () => {
    for (const bad of ['ap/../secret', 'ap//x', 'ap/./x', 'ap/x\\y', 'ap/a b']) {
      expect(() => storageRoot(bad), bad).toThrow('Storage paths may not contain');
    }
  });
});

describe('path builders', () => {
  it('builds logistics paths, with the tracking variant', () => {
    const parts = { env: 'prod', date: '2024-03-29', identifier: 'PM-0', team: 'rico', version: 3 } as const;
    expect(logisticsPath(parts)).toBe('logistics/prod/2024-03-29-PM-0/rico/3');
    expect(logisticsPath({ ...parts, tracking: true })).toBe(
      'logistics/prod/2024-03-29-PM-0/rico/tracking/3',
    );
  });
  it('refuses a team that would break the path', () => {
    expect(() =>
      logisticsPath({ env: 'dev', date: '2024-03-29', identifier: 'AM-0', team: '../x', version: 1 }),
    ).toThrow();
  });
  it('builds the other fixed shapes', () => {
    expect(APP_VERSION_CONFIG_PATH).toBe('ap/app/config/version/');
    expect(chefRecipeNotesPath(12)).toBe('ap/chef_notes/recipe/12');
    expect(recipeAnalysisPath(12, 'latest')).toBe('ap/recipes/analysis/12-latest');
    expect(recipeAnalysisPath(12, '1711700000000')).toBe('ap/recipes/analysis/12-1711700000000');
    expect(recipeAnalysisLatestPath(12)).toBe('ap/recipes/analysis/12-latest');
    expect(recipeAnalysisTimestampedPath(12, new Date('2024-03-29T08:13:20.000Z'))).toBe(
      'ap/recipes/analysis/12-1711700000000',
    );
    expect(shoppingListPath(5)).toBe('ap/shopping_list/5/list');
  });
  it('builds the chef ingredient notes and inventory paths under ap/', () => {
    expect(chefIngredientNotesPath(7)).toBe('ap/chef_notes/ingredient/7');
    expect(storageRoot(INVENTORY_INDEX_PATH)).toBe('ap');
    expect(INVENTORY_INDEX_PATH).toBe('ap/inventory/index');
    expect(inventoryArchivePath('2026-03')).toBe('ap/inventory/archive/2026-03');
    for (const bad of ['2026-3', '2026-13', '../x', '2026-03/..']) {
      expect(() => inventoryArchivePath(bad), bad).toThrow('Storage paths may not contain');
    }
  });
});
