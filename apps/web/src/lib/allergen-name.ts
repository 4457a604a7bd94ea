import { useAllergenOptions } from './options/allergen-options.ts';
import { useTranslation } from 'react-i18next';

/** An allergen's name in the user's language: the German one in German when there is one, else the English. */
export function useAllergenName(): (allergen: { name: string; name_de: string }) => string {
  const { i18n } = useTranslation();
  const de = i18n.language === 'de';
  return (allergen) => (de && allergen.name_de ? allergen.name_de : allergen.name);
}

/**
 * A match term in the user's language: a term of the allergen list (it has an id) by that allergen's name;
 * customers' own terms (other allergens, dislikes) as written.
 */
export function useMatchTermName(): (term: { term: string; allergen_id: number | null }) => string {
  const nameOf = useAllergenName();
  const { data } = useAllergenOptions();
  return (term) => {
    const allergen =
      term.allergen_id === null ? undefined : data?.items.find((a) => a.allergen_id === term.allergen_id);
    return allergen ? nameOf(allergen) : term.term;
  };
}
