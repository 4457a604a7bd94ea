import InvoicesPage from '../../features/invoices/pages/invoices-page.tsx';

/** /bexio: the invoices feature's page. */
export default function InvoicesScreen() {
  return <InvoicesPage />;
}
