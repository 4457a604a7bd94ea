import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { MenuQrSheet } from '../components/menu-qr-sheet.tsx';
import { useDateParam } from './use-date-param.ts';

/** /printable/a4/qr/a-life/{date}: the QR codes of the date's A-Life menu (published with the A-Life override). */
export default function ALifeQrPage() {
  const { t } = useTranslation('qr-codes');
  const date = useDateParam();
  return date ? (
    <MenuQrSheet date={date} variant="a-life" />
  ) : (
    <Alert severity="error">{t('menu.invalidDate')}</Alert>
  );
}
