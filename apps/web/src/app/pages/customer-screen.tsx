import Stack from '@mui/material/Stack';
import CustomerPage from '../../features/customers/pages/customer-page.tsx';
import { CustomerOrders } from '../../features/orders/components/customer-orders.tsx';
import { CustomerMoney } from '../customer-money.tsx';

/** A customer's orders (orders feature) and their programme payments and invoices (invoices, payments). */
function OrdersAndMoney({ customerId }: { customerId: number }) {
  return (
    <Stack spacing={1}>
      <CustomerOrders customerId={customerId} />
      <Stack direction="row">
        <CustomerMoney customerId={customerId} />
      </Stack>
    </Stack>
  );
}

/** /customers/{id}: the customer page with their orders and their payments and invoices below it. */
export default function CustomerScreen() {
  return <CustomerPage Orders={OrdersAndMoney} />;
}
