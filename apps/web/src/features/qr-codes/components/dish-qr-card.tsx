import type { MenuQrDish } from '@brigade/domain/schemas/menu-qr-codes';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/codes/qr-code.tsx';
import { useAllergenName } from '../../../lib/allergen-name.ts';
import type { QrMenuVariant } from '../model/pick-menu.ts';

/** The public analysis page of a dish (ADR 038), on this app's own address, in every language the same. */
export const analysisUrl = (dish: MenuQrDish) => `${window.location.origin}/${dish.analysis_path}`;

/** The names a card prints: the A-Life page shows the A-Life label, then the client-facing name beneath. */
function namesOf(dish: MenuQrDish, variant: QrMenuVariant): [string, string | null] {
  if (variant === 'menu') return [dish.display_name, null];
  const label = dish.a_life_label.trim() || dish.display_name;
  const client = dish.client_facing_name.trim();
  return [label, client && client !== label ? client : null];
}

function Allergens({ dish }: { dish: MenuQrDish }) {
  const { t } = useTranslation('qr-codes');
  const nameOf = useAllergenName();
  const names = dish.allergens.map((a) => (a.may_contain ? `${nameOf(a)} (${t('menu.traces')})` : nameOf(a)));
  return (
    <Box sx={{ fontSize: '9pt' }} data-testid="dish-allergens">
      {names.length > 0 ? (
        <>
          {t('menu.allergens')}: <b>{names.join(', ')}</b>
        </>
      ) : dish.allergens_complete ? (
        <b>{t('menu.noAllergens')}</b>
      ) : null}
      {/* A dish with unreviewed ingredients never says 'No allergens'. */}
      {dish.allergens_complete ? null : <Box sx={{ fontStyle: 'italic' }}>{t('menu.incomplete')}</Box>}
    </Box>
  );
}

/** One dish: meal type, name(s), allergens in bold and the QR code to its nutrition facts. */
export function DishQrCard({ dish, variant }: { dish: MenuQrDish; variant: QrMenuVariant }) {
  const { t } = useTranslation('qr-codes');
  const [name, secondName] = namesOf(dish, variant);
  return (
    <Box
      component="article"
      aria-label={name}
      sx={{
        display: 'flex',
        gap: '3mm',
        p: '3mm',
        border: '1px solid #999',
        borderRadius: '2mm',
        breakInside: 'avoid',
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '0 0 auto', textAlign: 'center' }}>
        <QrCode value={analysisUrl(dish)} size="30mm" title={t('menu.qrTitle', { name })} />
        <Box sx={{ fontSize: '7pt', color: '#555' }}>{t('menu.scan')}</Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontSize: '8pt', textTransform: 'uppercase', letterSpacing: '0.08em', color: '#555' }}
        >
          {t(`slot.${dish.meal_type}`)}
        </Typography>
        <Typography component="h2" sx={{ fontSize: '12pt', fontWeight: 700, lineHeight: 1.25 }}>
          {name}
        </Typography>
        {secondName ? <Typography sx={{ fontSize: '10pt', mb: '1mm' }}>{secondName}</Typography> : null}
        <Allergens dish={dish} />
      </Box>
    </Box>
  );
}
