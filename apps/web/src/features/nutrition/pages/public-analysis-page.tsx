import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { parseMealLabel } from '@brigade/domain/labels/label-codes';
import { ANALYSIS_ID_VARIANT } from '@brigade/domain/schemas/nutrition';
import { useParams, useSearchParams } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { usePublicAllergens } from '../api/get-public-allergens.ts';
import { usePublicAnalysis } from '../api/get-public-analysis.ts';
import { CaloricBreakdownChart } from '../components/caloric-breakdown-chart.tsx';
import { formatServedDay } from '../components/format-served-day.ts';
import { LanguageToggle } from '../components/language-toggle.tsx';
import { NutrientTable } from '../components/nutrient-table.tsx';
import { PublicAllergens } from '../components/public-allergens.tsx';
import { PUBLIC_LANGUAGES, publicI18n, type PublicLanguage } from '../public-i18n.ts';

const isPublicLanguage = (value: string | null): value is PublicLanguage =>
  PUBLIC_LANGUAGES.includes(value as PublicLanguage);

/**
 * recipes/analysis/{id}-{variant} (no login): the customer-facing nutrition of a dish, public data only, in
 * the app's language or Spanish (?lang=es; spec §1's English/Spanish toggle). With ?date=YYYY-MM-DD (a menu's
 * QR code carries its date), the dish as cooked that day, the kitchen's swaps applied (ADR 074).
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
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === appLanguage) kept.delete('lang');
        else kept.set('lang', next);
        return kept;
      },
      { replace: true },
    );
  return (
    <I18nextProvider i18n={publicI18n(language)}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }} lang={language}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <LanguageToggle languages={languages} value={language} onChange={choose} />
        </Stack>
        <PublicContent idVariant={idVariant} date={servedDate(params)} language={language} />
      </Paper>
    </I18nextProvider>
  );
}

/**
 * The day the page shows: the link's `date`, or a meal label's own delivery date (its QR code is this page with
 * `?label=M{order}-{yyyymmdd}-{recipe}`), so a label printed for a swapped day shows the dish as cooked that day.
 */
function servedDate(params: URLSearchParams): string | null {
  const date = params.get('date');
  if (date !== null) return date;
  const label = params.get('label');
  return label === null ? null : (parseMealLabel(label)?.date ?? null);
}

function PublicContent(props: { idVariant: string; date: string | null; language: PublicLanguage }) {
  const { t } = useTranslation('nutrition');
  if (!ANALYSIS_ID_VARIANT.test(props.idVariant)) {
    return <Alert severity="error">{t('public.notFound')}</Alert>;
  }
  if (props.date !== null && !isIsoDate(props.date)) {
    return <Alert severity="error">{t('public.dateInvalid')}</Alert>;
  }
  return (
    <PublicAnalysis idVariant={props.idVariant} date={props.date ?? undefined} language={props.language} />
  );
}

function PublicAnalysis(props: { idVariant: string; date?: string; language: PublicLanguage }) {
  const { idVariant, date } = props;
  const { t } = useTranslation('nutrition');
  const analysis = usePublicAnalysis(idVariant, date);
  const allergens = usePublicAllergens(idVariant, date);
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
        {date !== undefined && (
          <Typography color="text.secondary" data-testid="public-served-on">
            {t('public.servedOn', { date: formatServedDay(date, props.language) })}
          </Typography>
        )}
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
