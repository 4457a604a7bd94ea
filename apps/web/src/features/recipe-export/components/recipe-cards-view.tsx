import { mdiDownload, mdiPrinter } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { recipesXlsxHref, useRecipeCards } from '../api/get-recipe-cards.ts';
import { RecipeCard } from './recipe-card.tsx';

/** The cards of the recipes asked for, one per printed page, with Print and .xlsx buttons hidden in print. */
export function RecipeCardsView({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('recipe-export');
  const cards = useRecipeCards(ids);
  if (ids.length === 0) return <Alert severity="info">{t('noIds')}</Alert>;
  if (cards.isError) return <Alert severity="error">{cards.error.message}</Alert>;
  if (!cards.data) return <CircularProgress aria-label={t('loading')} />;
  const { items, missing_ids } = cards.data;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 3, displayPrint: 'none', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          href={recipesXlsxHref(ids)}
          download
          startIcon={<MdiIcon path={mdiDownload} size={0.8} />}
        >
          {t('xlsx')}
        </Button>
        <Button
          variant="contained"
          onClick={() => window.print()}
          startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
        >
          {t('print')}
        </Button>
      </Stack>
      {missing_ids.length ? (
        <Alert severity="warning" sx={{ mb: 2, displayPrint: 'none' }}>
          {t('missing', { ids: missing_ids.join(', ') })}
        </Alert>
      ) : null}
      {items.map((card) => (
        <RecipeCard key={card.recipe_id} card={card} />
      ))}
    </>
  );
}
