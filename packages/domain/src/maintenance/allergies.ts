import { sameWords } from '../allergens/word-match.ts';
import type { MaintenanceChange } from '../schemas/maintenance.ts';
import { customerLabel, entryKey, fieldChanges, fixOf, listText, type Fix } from './fixes.ts';
import { isPreferenceWord, mayBeAllergen, termsOf, type AllergenTerms } from './preference-words.ts';

// The allergy scripts (ADR 060): each turns a customer's health lists into what they should be; the changes
// are the difference. `run-all-allergy-scripts` is the three in order.

/** An allergen of the list (the allergens table). */
export interface KnownAllergen extends AllergenTerms {
  readonly allergenId: number;
}

/** A customer's health lists: the free-text other allergies and dislikes, and the listed allergies' ids. */
export interface CustomerHealth {
  readonly customerId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly otherAllergens: readonly string[];
  readonly dislikes: readonly string[];
  /** The allergens of the list the customer is allergic to (kind ALLERGY; warnings are not these). */
  readonly allergenIds: readonly number[];
}

/** One allergy script: the customer's health as it should be. */
export type HealthFix = <T extends CustomerHealth>(row: T, allergens: readonly KnownAllergen[]) => T;

/**
 * The one allergen of the list the free text names: its name, German name or EU code, up to case, spaces,
 * punctuation and English singular/plural ('milk ', 'Eier', 'EGG', 'gluten'). Undefined when it names none, or
 * more than one (ambiguous: it stays free text).
 */
export function allergenNamedBy(
  text: string,
  allergens: readonly KnownAllergen[],
): KnownAllergen | undefined {
  const found = allergens.filter((allergen) => termsOf(allergen).some((term) => sameWords(text, term)));
  return found.length === 1 ? found[0] : undefined;
}

/** `correct-allergies`: an other allergy that names an allergen of the list becomes that allergen. */
export const correctAllergies: HealthFix = (row, allergens) => {
  const allergenIds = [...row.allergenIds];
  const otherAllergens = row.otherAllergens.filter((entry) => {
    const allergen = allergenNamedBy(entry, allergens);
    if (!allergen) return true;
    if (!allergenIds.includes(allergen.allergenId)) allergenIds.push(allergen.allergenId);
    return false;
  });
  return { ...row, otherAllergens, allergenIds };
};

/**
 * `move-hardcoded-to-dislikes`: an other allergy that is a preference word (`preference-words.ts`) moves to
 * the dislikes, unless it may name an allergen (the EU-14 by the allergen dictionary, or the allergen list):
 * safety first, when in doubt it stays an allergy. A dislike already there (up to case and spaces) is not
 * added twice.
 */
export const movePreferencesToDislikes: HealthFix = (row, allergens) => {
  const dislikes = [...row.dislikes];
  const otherAllergens = row.otherAllergens.filter((entry) => {
    if (!isPreferenceWord(entry) || mayBeAllergen(entry, allergens)) return true;
    if (!dislikes.some((dislike) => entryKey(dislike) === entryKey(entry))) dislikes.push(entry.trim());
    return false;
  });
  return { ...row, otherAllergens, dislikes };
};

/** The entries, each once: the first spelling of those equal up to case and spaces. */
function withoutRepeats(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entryKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `remove-duplicate-allergies`: repeated other allergies and repeated dislikes (up to case and spaces; the
 * first spelling stays), and other allergies that name one of the customer's listed allergies.
 */
export const removeDuplicateAllergies: HealthFix = (row, allergens) => {
  const otherAllergens = withoutRepeats(row.otherAllergens).filter((entry) => {
    const allergen = allergenNamedBy(entry, allergens);
    return !allergen || !row.allergenIds.includes(allergen.allergenId);
  });
  return { ...row, otherAllergens, dislikes: withoutRepeats(row.dislikes) };
};

/** `run-all-allergy-scripts`: correct, then move to dislikes, then remove duplicates. */
export const runAllAllergyFixes: HealthFix = (row, allergens) =>
  removeDuplicateAllergies(movePreferencesToDislikes(correctAllergies(row, allergens), allergens), allergens);

/** The changes from one health to another: other allergies, dislikes and listed allergies (by name). */
export function healthChanges(
  before: CustomerHealth,
  after: CustomerHealth,
  allergens: readonly KnownAllergen[],
): MaintenanceChange[] {
  const names = new Map(allergens.map((a) => [a.allergenId, a.name]));
  const allergyText = (ids: readonly number[]) => listText(ids.map((id) => names.get(id) ?? `#${id}`));
  return fieldChanges({ entity: 'customer', id: before.customerId, label: customerLabel(before) }, [
    ['allergens', allergyText(before.allergenIds), allergyText(after.allergenIds)],
    ['other_allergens', listText(before.otherAllergens), listText(after.otherAllergens)],
    ['dislikes', listText(before.dislikes), listText(after.dislikes)],
  ]);
}

/** What one allergy script would change: the customers it fixes, with their health as it should be. */
export function healthFixes<T extends CustomerHealth>(
  rows: readonly T[],
  allergens: readonly KnownAllergen[],
  fix: HealthFix,
): Fix<T>[] {
  return rows.flatMap((row) => {
    const fixed = fix(row, allergens);
    return fixOf(fixed, healthChanges(row, fixed, allergens));
  });
}
