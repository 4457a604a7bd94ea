import { useTranslation } from 'react-i18next';

/** An allergen's name in the user's language: the German one in German when there is one, else the English. */
export function useAllergenName(): (allergen: { name: string; name_de: string }) => string {
  const { i18n } = useTranslation();
  const de = i18n.language === 'de';
  return (allergen) => (de && allergen.name_de ? allergen.name_de : allergen.name);
}
