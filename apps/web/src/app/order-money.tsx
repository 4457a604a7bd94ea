import { lazy, Suspense } from 'react';
import type { OrderMoneyProps } from '../components/order-money-slot.tsx';
import { useSession } from '../lib/session.ts';

// The money dialog's code loads when an order dialog first shows it, not with the app.
const CustomerMoney = lazy(async () => ({ default: (await import('./customer-money.tsx')).CustomerMoney }));

/** 'Programme payments and invoices' in the order dialog: money screens are for SUPER users (level 0) only. */
function OrderMoneyButton({ customerId, orderId }: OrderMoneyProps) {
  const { data: user } = useSession();
  if (user?.level !== 0) return null;
  return (
    <Suspense fallback={null}>
      <CustomerMoney customerId={customerId} orderId={orderId} />
    </Suspense>
  );
}

export const renderOrderMoney = (props: OrderMoneyProps) => <OrderMoneyButton {...props} />;
