import { CustomerMoneyButton } from '../features/invoices/components/customer-money-dialog.tsx';
import { PaymentLinkButton } from '../features/payments/components/payment-link-button.tsx';

/** A customer's programme payments and invoices (invoices feature), each open invoice with its payment link. */
export function CustomerMoney({ customerId, orderId }: { customerId: number; orderId?: number }) {
  return (
    <CustomerMoneyButton
      customerId={customerId}
      orderId={orderId}
      extraActions={(invoice) => <PaymentLinkButton invoiceId={invoice.invoice_id} />}
    />
  );
}
