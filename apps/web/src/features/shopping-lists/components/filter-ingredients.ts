import type { ShoppingContent } from '@brigade/domain/schemas/shopping-lists';

/** The ids of '/printable/a4/shopping-list/12,15': whole numbers only; null = every ingredient. */
export function ingredientIdsOf(segment: string | undefined): Set<number> | null {
  if (segment === undefined) return null;
  return new Set(
    segment
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  );
}

/** The content with only the given ingredients (groups left empty drop out; totals are the kept lines'). */
export function onlyIngredients<C extends Pick<ShoppingContent, 'groups' | 'unconverted' | 'cost_chf'>>(
  content: C,
  ids: Set<number> | null,
): C {
  if (ids === null) return content;
  const round = (n: number) => Math.round(n * 100) / 100;
  const groups = content.groups
    .map((g) => {
      const lines = g.lines.filter((l) => ids.has(l.ingredient_id));
      return { ...g, lines, cost_chf: round(lines.reduce((sum, l) => sum + (l.cost_chf ?? 0), 0)) };
    })
    .filter((g) => g.lines.length > 0);
  return {
    ...content,
    groups,
    unconverted: content.unconverted.filter((l) => ids.has(l.ingredient_id)),
    cost_chf: round(groups.reduce((sum, g) => sum + g.cost_chf, 0)),
  };
}
