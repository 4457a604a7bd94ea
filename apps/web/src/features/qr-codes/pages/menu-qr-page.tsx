import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { MenuQrSheet } from '../components/menu-qr-sheet.tsx';
import { useDateParam } from './use-date-param.ts';

/** /printable/a4/qr/menu/{date}: the QR codes of the date's standard menu (menu 0). */
export default function MenuQrPage() {
  const { t } = useTranslation('qr-codes');
  const date = useDateParam();
  return date ? (
    <MenuQrSheet date={date} variant="menu" />
  ) : (
    <Alert severity="error">{t('menu.invalidDate')}</Alert>
  );
}
