import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { PublicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import { useTranslation } from 'react-i18next';

/** The dish's allergens in the page's language (EU-14 by code; one the kitchen added by its own name). */
export function PublicAllergens({ allergens }: { allergens: PublicRecipeAllergens }) {
  const { t, i18n } = useTranslation('nutrition');
  const nameOf = (a: PublicRecipeAllergens['items'][number]) =>
    a.code && i18n.language === 'es'
      ? t(`allergenCodes.${a.code}`)
      : i18n.language === 'de' && a.name_de
        ? a.name_de
        : a.name;
  const names = allergens.items.map((a) =>
    a.may_contain ? `${nameOf(a)} (${t('public.traces')})` : nameOf(a),
  );
  return (
    <div>
      <Typography variant="subtitle2">{t('public.allergens')}</Typography>
      <Typography data-testid="public-allergens">
        {names.length > 0 ? names.join(', ') : t('public.noAllergens')}
      </Typography>
      {allergens.incomplete ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('public.allergensIncomplete')}
        </Alert>
      ) : null}
    </div>
  );
}
