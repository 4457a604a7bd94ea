import { CustomerAutocomplete } from '../../features/customers/components/customer-autocomplete.tsx';
import GroupsPage from '../../features/groups/pages/groups-page.tsx';

/** /groups: the groups list with the customers feature's search for adding members. */
export default function GroupsScreen() {
  return <GroupsPage CustomerPicker={CustomerAutocomplete} />;
}
