import { addDays, isIsoDate, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { lastWeeksRange } from '@brigade/domain/analytics/analytics-range';
import { weeksInRange } from '@brigade/domain/margins/margin-weeks';
import { mondayOf } from '@brigade/domain/week/week-dates';
import { mdiCalendarToday } from '@mdi/js';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../lib/format.ts';
import { MdiIcon } from '../mdi-icon.tsx';

export interface WeekRange {
  from: string;
  to: string;
}

/**
 * The range after one end moved to the week of `date`: the other end follows so that the range stays forwards
 * and at most `maxWeeks` weeks long.
 */
export function movedRange(range: WeekRange, end: 'from' | 'to', date: string, maxWeeks: number): WeekRange {
  const span = (maxWeeks - 1) * 7;
  const monday = mondayOf(date);
  if (end === 'from') {
    const to = weeksInRange(monday, range.to) < 1 ? monday : range.to;
    return { from: monday, to: weeksInRange(monday, to) > maxWeeks ? addDays(monday, span) : to };
  }
  const from = weeksInRange(range.from, monday) < 1 ? monday : range.from;
  return { from: weeksInRange(from, monday) > maxWeeks ? addDays(monday, -span) : from, to: monday };
}

interface WeekRangePickerProps {
  /** The first and last Monday shown. */
  from: string;
  to: string;
  /** The longest range the screen takes (the server's limit). */
  maxWeeks: number;
  /** Shortcuts 'Last N weeks', each up to `anchor` (the current week, or the screen's default week). */
  shortcuts: readonly number[];
  anchor: IsoDate;
  onChange: (range: WeekRange) => void;
}

/**
 * The first and the last ISO week of a range (any date picks its week; the other end follows so the range
 * stays forwards and within `maxWeeks`), shortcuts for the last N weeks, and the range in words.
 */
export function WeekRangePicker({ from, to, maxWeeks, shortcuts, anchor, onChange }: WeekRangePickerProps) {
  const { t, i18n } = useTranslation('analytics');
  const field = (end: 'from' | 'to', value: string) => (
    <TextField
      type="date"
      size="small"
      label={t(`range.${end}`)}
      value={value}
      onChange={(event) => {
        if (isIsoDate(event.target.value))
          onChange(movedRange({ from, to }, end, event.target.value, maxWeeks));
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `range-${end}` } }}
      sx={{ width: 170 }}
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {field('from', from)}
      {field('to', to)}
      {shortcuts.map((weeks) => (
        <Button
          key={weeks}
          size="small"
          startIcon={weeks === shortcuts[0] ? <MdiIcon path={mdiCalendarToday} size={0.8} /> : undefined}
          onClick={() => onChange(lastWeeksRange(anchor, weeks))}
        >
          {t('range.last', { count: weeks })}
        </Button>
      ))}
      <Typography variant="subtitle1" component="h2" data-testid="range-heading">
        {t('range.heading', {
          count: weeksInRange(from, to),
          from: formatIsoDate(from, i18n.language),
          to: formatIsoDate(addDays(to, 6), i18n.language),
        })}
      </Typography>
    </Stack>
  );
}
