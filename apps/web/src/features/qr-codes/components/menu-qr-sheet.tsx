import type { MenuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatIsoDate } from '../../../lib/format.ts';
import { useMenuQrCodes } from '../api/get-menu-qr-codes.ts';
import { pickMenu, type QrMenuVariant } from '../model/pick-menu.ts';
import { DishQrCard } from './dish-qr-card.tsx';
import { PrintButton } from '../../../components/print-button.tsx';

function Cards({ data, variant }: { data: MenuQrCodes | null; variant: QrMenuVariant }) {
  const { t, i18n } = useTranslation('qr-codes');
  const menu = data ? pickMenu(data, variant) : null;
  if (!data) return <Alert severity="info">{t('menu.notPublished')}</Alert>;
  if (!menu) {
    const key = variant === 'menu' ? 'menu.standardNotPublished' : 'menu.aLifeNotPublished';
    return <Alert severity="info">{t(key)}</Alert>;
  }
  return (
    <>
      <Typography sx={{ fontSize: '9pt', mb: '4mm' }}>
        {t('menu.subtitle', {
          index: menu.menu_index,
          version: menu.version,
          published: formatDateTime(menu.published_at, i18n.language),
        })}
      </Typography>
      {menu.swapped_since_publishing ? (
        <Alert severity="warning" sx={{ mb: '4mm' }}>
          {t('menu.swappedSincePublishing')}
        </Alert>
      ) : null}
      {menu.dishes.length === 0 ? (
        <Typography>{t('menu.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4mm' }}>
          {menu.dishes.map((dish) => (
            <DishQrCard key={`${dish.meal_type}-${dish.recipe_id}`} dish={dish} variant={variant} />
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * The QR page of a date's published menu (A4 portrait): a card per dish whose code opens the dish's public
 * analysis page, to lay out or hang beside the food.
 */
export function MenuQrSheet({ date, variant }: { date: string; variant: QrMenuVariant }) {
  const { t, i18n } = useTranslation('qr-codes');
  const query = useMenuQrCodes(date);
  const title = variant === 'menu' ? 'menu.title' : 'menu.aLifeTitle';
  return (
    <Box sx={{ fontSize: '10pt' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: '2mm' }}>
          {t(title, { date: formatIsoDate(date, i18n.language, 'full') })}
        </Typography>
        <PrintButton label={t('menu.print')} />
      </Stack>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : query.isPending ? (
        <Typography role="status">{t('menu.loading')}</Typography>
      ) : (
        <Cards data={query.data} variant={variant} />
      )}
    </Box>
  );
}
