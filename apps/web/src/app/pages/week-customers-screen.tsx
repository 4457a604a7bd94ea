import { OrderDialog } from '../../features/orders/components/order-dialog.tsx';
import WeekCustomersPage from '../../features/week/pages/week-customers-page.tsx';

/** /week/customers: The Week with the orders feature's edit-order dialog for '+ Order' and a row's order. */
export default function WeekCustomersScreen() {
  return <WeekCustomersPage OrderDialog={OrderDialog} />;
}
