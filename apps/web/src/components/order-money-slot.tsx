import { createContext, useContext, type ReactNode } from 'react';

export interface OrderMoneyProps {
  customerId: number;
  orderId: number;
}

/**
 * Features do not import each other: the order dialog (orders) shows an order's programme payments and invoices
 * (invoices) through this slot, which app/ fills for the users allowed to see money.
 */
export const OrderMoneyContext = createContext<((props: OrderMoneyProps) => ReactNode) | null>(null);

/** The order's payments and invoices button app/ provides; nothing without one. */
export function OrderMoney(props: OrderMoneyProps) {
  const render = useContext(OrderMoneyContext);
  return render ? render(props) : null;
}
