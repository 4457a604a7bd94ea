import { describe, expect, it } from 'vitest';
import { ingredientIdsOf, onlyIngredients } from './filter-ingredients.ts';

const line = (ingredient_id: number, cost_chf: number | null) => ({
  line_key: `${ingredient_id}-none`,
  ingredient_id,
  name: `I${ingredient_id}`,
  total_g: 100,
  spec: null,
  pack_g: null,
  packs: null,
  cost_chf,
  pack_issue: null,
  recipe_ids: [1],
  is_done: false,
});

const content = {
  groups: [
    {
      supplier_id: 1,
      supplier_name: 'A',
      lines: [line(1, 2.5), line(2, 1.2)],
      cost_chf: 3.7,
      cost_incomplete: false,
    },
    { supplier_id: 2, supplier_name: 'B', lines: [line(3, 4)], cost_chf: 4, cost_incomplete: false },
  ],
  unconverted: [
    {
      line_key: '4-u-piece',
      ingredient_id: 4,
      name: 'I4',
      unit: 'piece',
      quantity: 2,
      reason: 'x',
      recipe_ids: [1],
      is_done: false,
    },
  ],
  cost_chf: 7.7,
};

describe('onlyIngredients', () => {
  it('keeps the given ingredients, drops empty suppliers and sums again', () => {
    const kept = onlyIngredients(content, ingredientIdsOf('2, 4,abc'));
    expect(
      kept.groups.map((g) => [g.supplier_name, g.lines.map((l) => l.ingredient_id), g.cost_chf]),
    ).toEqual([['A', [2], 1.2]]);
    expect(kept.unconverted.map((l) => l.ingredient_id)).toEqual([4]);
    expect(kept.cost_chf).toBe(1.2);
  });

  it('keeps everything without a segment', () => {
    expect(onlyIngredients(content, ingredientIdsOf(undefined))).toBe(content);
  });
});
