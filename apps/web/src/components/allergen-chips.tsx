import Chip from '@mui/material/Chip';
import { useAllergenName } from '../lib/allergen-name.ts';

interface ChipAllergen {
  allergen_id: number;
  name: string;
  name_de: string;
  may_contain: boolean;
}

/**
 * Allergens as the items of a list of chips: filled when contained, outlined when only traces ("may
 * contain"). `label` words a chip from the allergen and its name in the user's language.
 */
export function AllergenChipItems<A extends ChipAllergen>(props: {
  allergens: readonly A[];
  color: 'warning' | 'error';
  label: (allergen: A, name: string) => string;
}) {
  const nameOf = useAllergenName();
  return props.allergens.map((a) => (
    <Chip
      key={a.allergen_id}
      role="listitem"
      size="small"
      color={props.color}
      variant={a.may_contain ? 'outlined' : 'filled'}
      label={props.label(a, nameOf(a))}
    />
  ));
}
