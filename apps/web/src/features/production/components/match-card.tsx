import type { CustomerRecipeMatch } from '@brigade/domain/schemas/allergen-matching';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SensitivityList } from './sensitivity-list.tsx';
import type { SuppressionKind } from '@brigade/domain/allergens/suppression-change';

interface Props {
  match: CustomerRecipeMatch;
  /** Absent for chefs: suppressing is a superchef's decision (level 1). */
  onToggle?: ((kind: SuppressionKind, ingredient: string, suppress: boolean) => void) | undefined;
  disabled: boolean;
}

/** One customer (and order) against the dish: what matches, what is suppressed, what needs a look. */
export function MatchCard({ match, onToggle, disabled }: Props) {
  const { t } = useTranslation('production');
  const name = `${match.first_name} ${match.last_name}`.trim();
  const toggle = (kind: SuppressionKind) =>
    onToggle ? (ingredient: string, suppress: boolean) => onToggle(kind, ingredient, suppress) : undefined;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={name}
      data-testid="customer-match"
      data-suppressed={match.fully_suppressed}
      sx={{ p: 1.5, listStyle: 'none', bgcolor: match.fully_suppressed ? 'action.hover' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
        {match.order_id !== null ? (
          <Typography variant="caption" color="text.secondary">
            {t('matches.order', { id: match.order_id })}
          </Typography>
        ) : null}
        {match.fully_suppressed ? (
          <Chip size="small" color="success" label={t('matches.fullySuppressed')} />
        ) : null}
      </Stack>
      <SensitivityList
        title={t('matches.allergies')}
        items={match.allergies}
        customerName={name}
        onToggle={toggle('allergies')}
        disabled={disabled}
      />
      <SensitivityList
        title={t('matches.warnings')}
        items={match.warnings}
        customerName={name}
        onToggle={toggle('warnings')}
        disabled={disabled}
      />
      <SensitivityList title={t('matches.dislikes')} items={match.dislikes} customerName={name} />
      {match.needs_review.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {t('matches.needsReview', { list: match.needs_review.join(', ') })}
        </Alert>
      ) : null}
    </Paper>
  );
}
