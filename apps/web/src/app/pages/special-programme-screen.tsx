import { CustomerAutocomplete } from '../../features/customers/components/customer-autocomplete.tsx';
import SpecialProgrammePage from '../../features/special-programmes/pages/special-programme-page.tsx';

/** /customers/special-programmes/{id}: the programme page with the customers feature's search. */
export default function SpecialProgrammeScreen() {
  return <SpecialProgrammePage CustomerPicker={CustomerAutocomplete} />;
}
