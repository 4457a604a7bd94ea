import { addDays, isoWeekday } from '@brigade/domain/calendar/iso-date';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WeekNav } from '../../../components/week-nav.tsx';
import { formatDay } from '../../../lib/format.ts';

interface Props {
  /** The chosen dates, ascending. */
  dates: string[];
  onChange: (dates: string[]) => void;
  monday: string;
  onWeekChange: (date: string | null) => void;
}

/** Dates of a list: a week picker with one box a day; dates of other weeks stay chosen (shown as chips). */
export function ShoppingDatePicker({ dates, onChange, monday, onWeekChange }: Props) {
  const { t, i18n } = useTranslation('shopping-lists');
  const chosen = new Set(dates);
  const toggle = (date: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(date);
    else next.delete(date);
    onChange([...next].sort());
  };
  const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <Stack spacing={1}>
      <WeekNav
        monday={monday}
        onChange={(date) => onWeekChange(date === null ? null : addDays(date, 1 - isoWeekday(date)))}
      />
      <FormGroup row role="group" aria-label={t('dialog.days')}>
        {week.map((date) => (
          <FormControlLabel
            key={date}
            control={
              <Checkbox checked={chosen.has(date)} onChange={(event) => toggle(date, event.target.checked)} />
            }
            label={formatDay(date, i18n.language)}
          />
        ))}
      </FormGroup>
      <Typography variant="subtitle2">{t('dialog.chosen', { count: dates.length })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {dates.map((date) => (
          <Chip
            key={date}
            size="small"
            label={formatDay(date, i18n.language)}
            onDelete={() => toggle(date, false)}
            data-testid="chosen-date"
          />
        ))}
      </Stack>
    </Stack>
  );
}
