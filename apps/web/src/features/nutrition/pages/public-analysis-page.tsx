import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYSIS_ID_VARIANT } from '@brigade/domain/schemas/nutrition';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { usePublicAnalysis } from '../api/get-public-analysis.ts';
import { CaloricBreakdownChart } from '../components/caloric-breakdown-chart.tsx';
import { NutrientTable } from '../components/nutrient-table.tsx';

/** recipes/analysis/{id}-{variant} (no login): the customer-facing nutrition of a dish, public data only. */
export default function PublicAnalysisPage() {
  const { analysis: idVariant = '' } = useParams();
  const { t } = useTranslation('nutrition');
  const valid = ANALYSIS_ID_VARIANT.test(idVariant);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      {valid ? (
        <PublicAnalysis idVariant={idVariant} />
      ) : (
        <Alert severity="error">{t('public.notFound')}</Alert>
      )}
    </Paper>
  );
}

function PublicAnalysis({ idVariant }: { idVariant: string }) {
  const { t } = useTranslation('nutrition');
  const analysis = usePublicAnalysis(idVariant);
  if (analysis.isPending) return <CircularProgress aria-label={t('panel.loading')} />;
  if (analysis.isError) {
    const missing = isApiError(analysis.error) && analysis.error.status === 404;
    return <Alert severity="error">{missing ? t('public.notFound') : analysis.error.message}</Alert>;
  }
  const data = analysis.data;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t('public.eyebrow')}
        </Typography>
        <Typography variant="h4" component="h1">
          {data.name}
        </Typography>
      </div>
      {data.ingredients.length > 0 && (
        <div>
          <Typography variant="subtitle2">{t('public.ingredients')}</Typography>
          <Typography data-testid="public-ingredients">{data.ingredients.join(', ')}</Typography>
        </div>
      )}
      {!data.complete && <Alert severity="info">{t('public.incomplete')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <NutrientTable
          perServing={data.perServing}
          per100g={data.per100g}
          servingWeightG={data.weightPerServing.amount}
        />
        <CaloricBreakdownChart breakdown={data.caloricBreakdown} />
      </Stack>
    </Stack>
  );
}
