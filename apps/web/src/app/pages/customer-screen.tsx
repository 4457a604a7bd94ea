import CustomerPage from '../../features/customers/pages/customer-page.tsx';
import { CustomerOrders } from '../../features/orders/components/customer-orders.tsx';

/** /customers/{id}: the customer page with the orders feature's list of their orders below it. */
export default function CustomerScreen() {
  return <CustomerPage Orders={CustomerOrders} />;
}
