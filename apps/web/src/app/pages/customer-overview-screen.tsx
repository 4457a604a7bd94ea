import { OrderDialog } from '../../features/orders/components/order-dialog.tsx';
import CustomerOverviewPage from '../../features/week/pages/customer-overview-page.tsx';

/** /customers/overview[/{year}/{week}[/{order_id}]]: the customer overview with the edit-order dialog. */
export default function CustomerOverviewScreen() {
  return <CustomerOverviewPage OrderDialog={OrderDialog} />;
}
