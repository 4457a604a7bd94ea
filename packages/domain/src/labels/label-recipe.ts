/**
 * What a meal label prints comes from its date's own content when that date cooks the recipe with other lines
 * (a swap or a spec choice, ADR 074), else from the recipe's (date null).
 */
export function labelRecipeFinder<R extends { readonly recipe_id: number; readonly date: string | null }>(
  recipes: readonly R[],
): (label: { readonly recipe_id: number; readonly date: string }) => R | undefined {
  const byKey = new Map(recipes.map((r) => [`${r.recipe_id}|${r.date ?? ''}`, r]));
  return (label) => byKey.get(`${label.recipe_id}|${label.date}`) ?? byKey.get(`${label.recipe_id}|`);
}
