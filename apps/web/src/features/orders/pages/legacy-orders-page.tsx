import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { OrdersTable } from '../components/orders-table.tsx';

const filters = { legacy: true, include_cancelled: true };

/** /orders/legacy: the older orders (order_version 2), read-only. */
export default function LegacyOrdersPage() {
  const { t } = useTranslation('orders');
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('legacy.intro')}
      </Alert>
      <OrdersTable filters={filters} />
    </>
  );
}
