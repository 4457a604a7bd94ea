import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MenuChangeDto } from '@brigade/domain/schemas/menus';
import { renderWithProviders } from '../../../test/render.tsx';
import { MenuChangesList } from './menu-changes-list.tsx';

const change = (overrides: Partial<MenuChangeDto>): MenuChangeDto => ({
  slot: 'lunch',
  kind: 'renamed',
  before: null,
  after: null,
  allergens_added: [],
  allergens_removed: [],
  ...overrides,
});

describe('MenuChangesList', () => {
  it('says calmly when nothing changed', () => {
    renderWithProviders(<MenuChangesList changes={[]} additionalDayChanged={false} />);
    expect(screen.getByText('No changes since publishing')).toBeVisible();
  });

  it('names each change with its meal, allergens gained and lost, and the additional meals', () => {
    const milk = { allergen_id: 7, name: 'Milk', name_de: 'Milch' };
    const nuts = { allergen_id: 8, name: 'Nuts', name_de: 'Schalenfrüchte' };
    renderWithProviders(
      <MenuChangesList
        changes={[
          change({ slot: 'breakfast', kind: 'added', after: 'Porridge' }),
          change({ kind: 'replaced', before: 'Curry', after: 'Pasta' }),
          change({ slot: 'dinner', kind: 'allergens', allergens_added: [nuts], allergens_removed: [milk] }),
          change({ slot: 'extra_1', kind: 'nutrition', before: null, after: '120 kcal' }),
        ]}
        additionalDayChanged
      />,
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      'Breakfast: Porridge added',
      'Lunch: Curry replaced by Pasta',
      'Dinner: now contains Nuts',
      'Dinner: no longer contains Milk',
      'Extra 1: nutrition changed (none → 120 kcal)',
      'The additional meals changed since publishing.',
    ]);
  });
});
