import type { ProductionSlot } from '@brigade/domain/schemas/production';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BagAdjustments } from './bag-adjustments.tsx';
import type { MatchSummary } from './match-summary.ts';
import { MatchesButton } from './matches-button.tsx';
import { StageControl } from './stage-control.tsx';

/** The per-programme counts of a slot, in the order of the week's totals. */
export const COUNT_KEYS = ['numLean', 'numLeanFlex', 'numStrong', 'numStrongFlex', 'numOther'] as const;

/** Number cells are narrow so the whole sheet, stage included, fits beside the drawer. */
export const numberCell = { align: 'right', sx: { px: 1, fontVariantNumeric: 'tabular-nums' } } as const;

/**
 * The breakdown columns (per programme, orders, bags, adjustment) give way on a phone, where a cook needs
 * the dish, what to produce and its stage; the day's totals above the sheet still show the programmes.
 */
export const detailCell = {
  align: 'right',
  sx: { ...numberCell.sx, display: { xs: 'none', sm: 'table-cell' } },
} as const;

interface Props {
  date: string;
  slot: ProductionSlot;
  matches: MatchSummary | undefined;
  matchesLoading: boolean;
  /** Level 1: the 'adjust daily meal quantity' dialog. */
  onAdjust: (() => void) | undefined;
  onOpenMatches: () => void;
  /** The dish's ingredients on this day: swaps, specs and ticks (ADR 074). */
  onOpenLines: () => void;
}

/** One meal of the day: its recipe and allergen matches, counts, what to produce and its production stage. */
export function SlotRow({
  date,
  slot,
  matches,
  matchesLoading,
  onAdjust,
  onOpenMatches,
  onOpenLines,
}: Props) {
  const { t } = useTranslation('production');
  const meal = t(`slot.${slot.slot}`);
  return (
    <TableRow
      data-testid={`slot-${slot.slot}`}
      sx={slot.is_done ? { bgcolor: (theme) => alpha(theme.palette.success.main, 0.08) } : undefined}
    >
      <TableCell component="th" scope="row" sx={{ minWidth: { xs: 140, sm: 200 }, verticalAlign: 'top' }}>
        <Typography variant="overline" component="div" sx={{ lineHeight: 1.6, fontWeight: 700 }}>
          {meal}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {slot.name}
        </Typography>
        {slot.client_facing_name && slot.client_facing_name !== slot.name ? (
          <Typography variant="caption" component="div" color="text.secondary">
            {slot.client_facing_name}
          </Typography>
        ) : null}
        <BagAdjustments adjustments={slot.bag_adjustments} />
        <MatchesButton summary={matches} loading={matchesLoading} mealLabel={meal} onOpen={onOpenMatches} />
        <Button size="small" onClick={onOpenLines} aria-label={t('lines.openOf', { meal })}>
          {t('lines.open')}
        </Button>
      </TableCell>
      {COUNT_KEYS.map((key) => (
        <TableCell key={key} {...detailCell}>
          {slot[key]}
        </TableCell>
      ))}
      <TableCell {...detailCell} data-testid="total-order-count">
        {slot.totalOrderCount}
      </TableCell>
      <TableCell {...detailCell}>{slot.bag_extra}</TableCell>
      <TableCell {...detailCell}>
        {onAdjust ? (
          <Button size="small" onClick={onAdjust} aria-label={t('qty.edit', { meal })} sx={{ minWidth: 36 }}>
            {slot.qty_adjust}
          </Button>
        ) : (
          slot.qty_adjust
        )}
      </TableCell>
      <TableCell
        {...numberCell}
        sx={{ ...numberCell.sx, fontWeight: 700, fontSize: '1rem' }}
        data-testid="to-produce"
      >
        {slot.to_produce}
      </TableCell>
      <TableCell sx={{ px: 1 }}>
        <StageControl date={date} slot={slot} mealLabel={meal} />
      </TableCell>
    </TableRow>
  );
}
