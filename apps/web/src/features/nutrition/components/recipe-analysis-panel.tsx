import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useRecipeAnalysis } from '../api/get-recipe-analysis.ts';
import { AnalysisWarnings } from './analysis-warnings.tsx';
import { CaloricBreakdownChart } from './caloric-breakdown-chart.tsx';
import { formatAmount } from './format-amount.ts';
import { NutrientTable } from './nutrient-table.tsx';

/**
 * The nutrition section of the recipe page: per serving and per 100 g, the caloric breakdown and the lines
 * the analysis could not use. `version` is the recipe's: a saved recipe fetches its new analysis.
 */
export function RecipeAnalysisPanel({ recipeId, version }: { recipeId: number; version: number }) {
  const { t, i18n } = useTranslation('nutrition');
  const analysis = useRecipeAnalysis(recipeId, version);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('panel.title')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('panel.title')}
      </Typography>
      {analysis.isPending && <CircularProgress size={24} aria-label={t('panel.loading')} />}
      {analysis.isError && <Alert severity="error">{analysis.error.message}</Alert>}
      {analysis.data && (
        <Stack spacing={2}>
          <AnalysisWarnings
            unconverted={analysis.data.analysis.unconverted}
            missingNutrients={analysis.data.analysis.missingNutrients}
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <NutrientTable
              perServing={analysis.data.analysis.perServing}
              per100g={analysis.data.analysis.per100g}
              servingWeightG={analysis.data.analysis.weightPerServing.amount}
            />
            <CaloricBreakdownChart breakdown={analysis.data.analysis.caloricBreakdown} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('panel.macros', {
              carbs: formatAmount(analysis.data.analysis.macros.carbsG, i18n.language),
              fat: formatAmount(analysis.data.analysis.macros.fatG, i18n.language),
              protein: formatAmount(analysis.data.analysis.macros.proteinG, i18n.language),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('panel.computedAt', { at: formatDateTime(analysis.data.computed_at, i18n.language) })}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
