import { addDays, isIsoDate } from '@brigade/domain/calendar/iso-date';
import { MAX_MARGIN_WEEKS, weeksInRange } from '@brigade/domain/margins/margin-weeks';
import { mondayOf } from '@brigade/domain/week/week-dates';
import { mdiCalendarToday } from '@mdi/js';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatIsoDate } from '../../../lib/format.ts';

const span = (MAX_MARGIN_WEEKS - 1) * 7;

/**
 * The range after one end moved to the week of `date`: the other end follows so that the range stays forwards
 * and at most 26 weeks long.
 */
export function movedRange(range: { from: string; to: string }, end: 'from' | 'to', date: string) {
  const monday = mondayOf(date);
  if (end === 'from') {
    const to = weeksInRange(monday, range.to) < 1 ? monday : range.to;
    return { from: monday, to: weeksInRange(monday, to) > MAX_MARGIN_WEEKS ? addDays(monday, span) : to };
  }
  const from = weeksInRange(range.from, monday) < 1 ? monday : range.from;
  return { from: weeksInRange(from, monday) > MAX_MARGIN_WEEKS ? addDays(monday, -span) : from, to: monday };
}

interface WeekRangePickerProps {
  from: string;
  to: string;
  /** The new range; null = the default (the 8 weeks up to the default week). */
  onChange: (range: { from: string; to: string } | null) => void;
}

/** The first and the last week of the range (any date picks its week), and back to the last 8 weeks. */
export function WeekRangePicker({ from, to, onChange }: WeekRangePickerProps) {
  const { t, i18n } = useTranslation('margins');
  const field = (end: 'from' | 'to', value: string) => (
    <TextField
      type="date"
      size="small"
      label={t(`range.${end}`)}
      value={value}
      onChange={(event) => {
        if (isIsoDate(event.target.value)) onChange(movedRange({ from, to }, end, event.target.value));
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `range-${end}` } }}
      sx={{ width: 170 }}
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {field('from', from)}
      {field('to', to)}
      <Button
        size="small"
        startIcon={<MdiIcon path={mdiCalendarToday} size={0.8} />}
        onClick={() => onChange(null)}
      >
        {t('range.default')}
      </Button>
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
