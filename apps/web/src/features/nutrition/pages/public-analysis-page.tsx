import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYSIS_ID_VARIANT } from '@brigade/domain/schemas/nutrition';
import { useParams, useSearchParams } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { usePublicAllergens } from '../api/get-public-allergens.ts';
import { usePublicAnalysis } from '../api/get-public-analysis.ts';
import { CaloricBreakdownChart } from '../components/caloric-breakdown-chart.tsx';
import { LanguageToggle } from '../components/language-toggle.tsx';
import { NutrientTable } from '../components/nutrient-table.tsx';
import { PublicAllergens } from '../components/public-allergens.tsx';
import { PUBLIC_LANGUAGES, publicI18n, type PublicLanguage } from '../public-i18n.ts';

const isPublicLanguage = (value: string | null): value is PublicLanguage =>
  PUBLIC_LANGUAGES.includes(value as PublicLanguage);

/**
 * recipes/analysis/{id}-{variant} (no login): the customer-facing nutrition of a dish, public data only, in
 * the app's language or Spanish (?lang=es; spec §1's English/Spanish toggle).
 */
export default function PublicAnalysisPage() {
  const { analysis: idVariant = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const appLanguage = useTranslation().i18n.language === 'de' ? 'de' : 'en';
  const asked = params.get('lang');
  const language = isPublicLanguage(asked) ? asked : appLanguage;
  // The app's language, English and Spanish, each once.
  const languages = [...new Set<PublicLanguage>([appLanguage, 'en', 'es'])];
  const choose = (next: PublicLanguage) =>
    setParams(next === appLanguage ? {} : { lang: next }, { replace: true });
  return (
    <I18nextProvider i18n={publicI18n(language)}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }} lang={language}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <LanguageToggle languages={languages} value={language} onChange={choose} />
        </Stack>
        <PublicContent idVariant={idVariant} />
      </Paper>
    </I18nextProvider>
  );
}

function PublicContent({ idVariant }: { idVariant: string }) {
  const { t } = useTranslation('nutrition');
  return ANALYSIS_ID_VARIANT.test(idVariant) ? (
    <PublicAnalysis idVariant={idVariant} />
  ) : (
    <Alert severity="error">{t('public.notFound')}</Alert>
  );
}

function PublicAnalysis({ idVariant }: { idVariant: string }) {
  const { t } = useTranslation('nutrition');
  const analysis = usePublicAnalysis(idVariant);
  const allergens = usePublicAllergens(idVariant);
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
      {allergens.data ? <PublicAllergens allergens={allergens.data} /> : null}
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
