import { describe, expect, it } from 'vitest';
import { menuPath } from '../logistics/storage-path.ts';
import { defaultMenuOverride, menuDishName } from './menu-dish-name.ts';

const recipe = {
  name: 'Chicken curry v3',
  client_facing_name: 'Thai red curry',
  a_life_label: 'A-Life curry',
};

describe('menuDishName', () => {
  it('shows the client-facing name on the standard menu and the A-Life label on the A-Life menu', () => {
    expect(menuDishName(recipe, null)).toBe('Thai red curry');
    expect(menuDishName(recipe, 'ALIFE')).toBe('A-Life curry');
  });

  it('falls back to the next name when one is empty or blank, never to nothing', () => {
    expect(menuDishName({ ...recipe, a_life_label: '  ' }, 'ALIFE')).toBe('Thai red curry');
    expect(menuDishName({ ...recipe, client_facing_name: '' }, null)).toBe('Chicken curry v3');
    expect(menuDishName({ ...recipe, client_facing_name: '', a_life_label: '' }, 'ALIFE')).toBe(
      'Chicken curry v3',
    );
  });
});

describe('defaultMenuOverride', () => {
  it('offers ALIFE for index 1 only', () => {
    expect([0, 1, 2].map(defaultMenuOverride)).toEqual([null, 'ALIFE', null]);
  });
});

describe('menuPath', () => {
  it('keeps a published menu under the menu root by date and index', () => {
    expect(menuPath('2026-03-02', 1)).toBe('menu/2026-03-02/1');
  });
});
