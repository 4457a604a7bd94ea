import InvoicesPage from '../../features/invoices/pages/invoices-page.tsx';
import { PaymentLinkButton } from '../../features/payments/components/payment-link-button.tsx';

/** /bexio: the invoices feature's page, each open invoice with its payment link (payments feature). */
export default function InvoicesScreen() {
  return <InvoicesPage extraActions={(invoice) => <PaymentLinkButton invoiceId={invoice.invoice_id} />} />;
}
