import { MEAL_TYPES } from '../programmes/meal-types.ts';

/** An allergen as a menu names it (EN and DE). */
export interface MenuAllergenName {
  readonly allergen_id: number;
  readonly name: string;
  readonly name_de: string;
}

/** Per serving, from the recipe's analysis. */
export interface MenuNutritionFigures {
  readonly energy_kcal: number;
  readonly protein_g: number;
  readonly carbohydrates_g: number;
  readonly fat_g: number;
  readonly salt_g: number;
}

/** What the comparison reads of a dish: its slot, recipe, published name, allergens and nutrition. */
export interface ComparableDish {
  readonly slot: string;
  readonly recipe_id: number;
  readonly display_name: string;
  readonly allergens: readonly MenuAllergenName[];
  readonly nutrition: MenuNutritionFigures | null;
}

export const MENU_CHANGE_KINDS = [
  'added',
  'removed',
  'replaced',
  'renamed',
  'allergens',
  'nutrition',
] as const;
export type MenuChangeKind = (typeof MENU_CHANGE_KINDS)[number];

export interface MenuChange {
  readonly slot: string;
  readonly kind: MenuChangeKind;
  /** Dish names for added/removed/replaced/renamed; kcal per serving for nutrition; else null. */
  readonly before: string | null;
  readonly after: string | null;
  /** Only for 'allergens': what the dish gained and lost since publishing. */
  readonly allergens_added: MenuAllergenName[];
  readonly allergens_removed: MenuAllergenName[];
}

// Meal types in menu order, then the extras (extra_1 … extra_5 sort by name).
const slotRank = (slot: string) => {
  const rank = (MEAL_TYPES as readonly string[]).indexOf(slot);
  return rank === -1 ? MEAL_TYPES.length : rank;
};

const kcal = (n: MenuNutritionFigures | null) => (n ? `${Math.round(n.energy_kcal)} kcal` : null);

// Figures are compared as a label shows them (one decimal), so recomputing an unchanged recipe is no change.
function sameNutrition(a: MenuNutritionFigures | null, b: MenuNutritionFigures | null): boolean {
  if (!a || !b) return a === b;
  const keys = ['energy_kcal', 'protein_g', 'carbohydrates_g', 'fat_g', 'salt_g'] as const;
  return keys.every((k) => Math.round(a[k] * 10) === Math.round(b[k] * 10));
}

function change(
  slot: string,
  kind: MenuChangeKind,
  before: string | null,
  after: string | null,
  allergens: { added?: MenuAllergenName[]; removed?: MenuAllergenName[] } = {},
): MenuChange {
  return {
    slot,
    kind,
    before,
    after,
    allergens_added: allergens.added ?? [],
    allergens_removed: allergens.removed ?? [],
  };
}

/**
 * What changed between a published menu and the dishes it would have now (menu review): slots that gained or
 * lost a recipe, a recipe replaced by another, and for the same recipe its published name, its allergens and
 * its nutrition per serving. In slot order (meal types, then extras); one slot may show several changes.
 */
export function menuChanges(
  published: readonly ComparableDish[],
  current: readonly ComparableDish[],
): MenuChange[] {
  const before = new Map(published.map((d) => [d.slot, d]));
  const after = new Map(current.map((d) => [d.slot, d]));
  const slots = [...new Set([...before.keys(), ...after.keys()])].sort(
    (a, b) => slotRank(a) - slotRank(b) || a.localeCompare(b),
  );
  const changes: MenuChange[] = [];
  for (const slot of slots) {
    const was = before.get(slot);
    const now = after.get(slot);
    if (!was) {
      changes.push(change(slot, 'added', null, now!.display_name));
    } else if (!now) {
      changes.push(change(slot, 'removed', was.display_name, null));
    } else if (was.recipe_id !== now.recipe_id) {
      changes.push(change(slot, 'replaced', was.display_name, now.display_name));
    } else {
      if (was.display_name !== now.display_name) {
        changes.push(change(slot, 'renamed', was.display_name, now.display_name));
      }
      const wasIds = new Set(was.allergens.map((a) => a.allergen_id));
      const nowIds = new Set(now.allergens.map((a) => a.allergen_id));
      const added = now.allergens.filter((a) => !wasIds.has(a.allergen_id));
      const removed = was.allergens.filter((a) => !nowIds.has(a.allergen_id));
      if (added.length > 0 || removed.length > 0) {
        changes.push(change(slot, 'allergens', null, null, { added, removed }));
      }
      if (!sameNutrition(was.nutrition, now.nutrition)) {
        changes.push(change(slot, 'nutrition', kcal(was.nutrition), kcal(now.nutrition)));
      }
    }
  }
  return changes;
}
