import type { DaySlot } from '@brigade/domain/schemas/production';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllergenSuppressions } from '../api/get-allergen-suppressions.ts';
import { useDayMatches } from '../api/get-day-matches.ts';
import { usePutAllergenSuppression } from '../api/put-allergen-suppression.ts';
import { MatchCard } from './match-card.tsx';
import { suppressionChange, type SuppressionKind } from '@brigade/domain/allergens/suppression-change';

interface Props {
  date: string;
  slot: DaySlot;
  /** Level 1 may suppress; chefs read. */
  canSuppress: boolean;
  onClose: () => void;
}

/** Allergen matches of one dish of a day (ADR 048): each customer's matches, suppressed per ingredient. */
export function MatchesDialog({ date, slot, canSuppress, onClose }: Props) {
  const { t } = useTranslation('production');
  const { t: common } = useTranslation('common');
  const matches = useDayMatches(date);
  const stored = useAllergenSuppressions(date, canSuppress);
  const put = usePutAllergenSuppression(date);
  const entry = matches.data?.slots.find((s) => s.slot === slot);
  // The server's order is kept, so a customer stays in place when suppressed. A write waits for its answer
  // and the fresh matches (their versions) before the next one.
  const list = entry?.matches ?? [];
  const busy = put.isPending || matches.isFetching || (canSuppress && !stored.data);

  const onToggle = canSuppress
    ? (index: number) => (kind: SuppressionKind, ingredient: string, suppress: boolean) => {
        const match = list[index];
        if (!match || !entry || busy) return;
        const current = stored.data?.items.find(
          (s) => s.allergen_suppression_id === match.suppression?.allergen_suppression_id,
        );
        put.mutate(
          suppressionChange({
            date,
            recipeId: entry.recipe_id,
            match,
            stored: current,
            kind,
            ingredient,
            suppress,
          }),
        );
      }
    : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="matches-dialog-title">
      <DialogTitle id="matches-dialog-title">
        {t('matches.title', { recipe: entry?.name ?? t(`slot.${slot}`) })}
      </DialogTitle>
      <DialogContent>
        {matches.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
        {matches.isError ? <Alert severity="error">{matches.error.message}</Alert> : null}
        {entry && entry.unreviewed_ingredients.length > 0 ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('matches.unreviewed', { list: entry.unreviewed_ingredients.join(', ') })}
          </Alert>
        ) : null}
        {matches.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('matches.checked', { count: matches.data.customers_checked })}
            {` ${t(canSuppress ? 'matches.howTo' : 'matches.readOnly')}`}
          </Typography>
        ) : null}
        {entry && list.length === 0 ? <Alert severity="success">{t('matches.noMatches')}</Alert> : null}
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-busy={busy}>
          {list.map((match, index) => (
            <MatchCard
              key={`${match.customer_id}-${match.order_id ?? 0}`}
              match={match}
              onToggle={onToggle?.(index)}
              disabled={busy}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
