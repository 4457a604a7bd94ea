import Stack from '@mui/material/Stack';
import CustomerPage from '../../features/customers/pages/customer-page.tsx';
import { CustomerMoneyButton } from '../../features/invoices/components/customer-money-dialog.tsx';
import { CustomerOrders } from '../../features/orders/components/customer-orders.tsx';

/** A customer's orders (orders feature) and their programme payments and invoices (invoices feature). */
function OrdersAndMoney({ customerId }: { customerId: number }) {
  return (
    <Stack spacing={1}>
      <CustomerOrders customerId={customerId} />
      <Stack direction="row">
        <CustomerMoneyButton customerId={customerId} />
      </Stack>
    </Stack>
  );
}

/** /customers/{id}: the customer page with their orders and their payments and invoices below it. */
export default function CustomerScreen() {
  return <CustomerPage Orders={OrdersAndMoney} />;
}
