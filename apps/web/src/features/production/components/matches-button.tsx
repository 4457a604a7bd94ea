import { mdiAlertOutline, mdiCheckCircleOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { MatchSummary } from './match-summary.ts';

interface Props {
  summary: MatchSummary | undefined;
  loading: boolean;
  mealLabel: string;
  onOpen: () => void;
}

/** A slot's allergen state at a glance: open matches in orange, all suppressed in grey, none in green. */
export function MatchesButton({ summary, loading, mealLabel, onOpen }: Props) {
  const { t } = useTranslation('production');
  if (!summary) return loading ? <CircularProgress size={16} aria-label={t('loading')} /> : null;
  const attention = summary.open > 0 || summary.unreviewed > 0;
  const text =
    summary.open > 0
      ? t('matches.count', { count: summary.open })
      : summary.suppressed > 0
        ? t('matches.suppressedCount', { count: summary.suppressed })
        : t('matches.none');
  return (
    <Button
      size="small"
      color={attention ? 'warning' : summary.suppressed > 0 ? 'inherit' : 'success'}
      variant={summary.open > 0 ? 'outlined' : 'text'}
      startIcon={<MdiIcon path={attention ? mdiAlertOutline : mdiCheckCircleOutline} size={0.75} />}
      onClick={onOpen}
      aria-label={`${t('matches.open', { meal: mealLabel })}: ${text}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
}
