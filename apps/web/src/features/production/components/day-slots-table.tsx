import type { ProductionDay, ProductionDayMatches, ProductionSlot } from '@brigade/domain/schemas/production';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { summariseMatches } from './match-summary.ts';
import { COUNT_KEYS, detailCell, numberCell, SlotRow } from './slot-row.tsx';

interface Props {
  day: ProductionDay;
  matches: ProductionDayMatches | undefined;
  matchesLoading: boolean;
  onAdjust: ((slot: ProductionSlot) => void) | undefined;
  onOpenMatches: (slot: ProductionSlot) => void;
  onOpenLines: (slot: ProductionSlot) => void;
}

const headers = [...COUNT_KEYS, 'totalOrderCount', 'bagExtra', 'qtyAdjust', 'toProduce'] as const;

/** The day's meals and extras with their counts: the kitchen's production sheet of the day. */
export function DaySlotsTable({ day, matches, matchesLoading, onAdjust, onOpenMatches, onOpenLines }: Props) {
  const { t, i18n } = useTranslation('production');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('assign.dayLabel', { day: formatDay(day.date, i18n.language) })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.recipe')}</TableCell>
            {headers.map((key) => {
              const cell = key === 'toProduce' ? numberCell : detailCell;
              return (
                <TableCell key={key} {...cell} sx={{ ...cell.sx, lineHeight: 1.2, hyphens: 'manual' }}>
                  {t(`columns.${key}`)}
                </TableCell>
              );
            })}
            <TableCell sx={{ px: 1 }}>{t('columns.stage')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {day.slots.map((slot) => (
            <SlotRow
              key={slot.slot}
              date={day.date}
              slot={slot}
              matches={summariseMatches(matches, slot.slot)}
              matchesLoading={matchesLoading}
              onAdjust={onAdjust ? () => onAdjust(slot) : undefined}
              onOpenMatches={() => onOpenMatches(slot)}
              onOpenLines={() => onOpenLines(slot)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
