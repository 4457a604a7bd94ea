import { useMemo } from 'react';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { compareWeekIds, mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatWeek } from './format.ts';

interface WeekSelectProps {
  label: string;
  /** A week id, or null for the empty choice. */
  value: string | null;
  onChange: (weekId: string | null) => void;
  /** The week the choices centre on (from 12 weeks before to a year after). */
  around: string;
  /** The label of the empty choice; without it a week must be chosen. */
  emptyLabel?: string;
  /** Weeks before this one are not offered. */
  min?: string;
  error?: string;
  disabled?: boolean;
  fullWidth?: boolean;
}

/** A week picker: ISO weeks by number with their Monday, from 12 weeks before `around` to a year after. */
export function WeekSelect(props: WeekSelectProps) {
  const { label, value, onChange, around, emptyLabel, min, error, disabled, fullWidth } = props;
  const { t, i18n } = useTranslation('orders');
  const weeks = useMemo(() => {
    const first = addDays(mondayOfWeekId(around), -12 * 7);
    const list = Array.from({ length: 65 }, (_, i) => weekIdOfDate(addDays(first, i * 7)));
    const kept = min ? list.filter((w) => compareWeekIds(w, min) >= 0) : list;
    if (value && !kept.includes(value)) kept.push(value);
    return kept.sort(compareWeekIds);
  }, [around, min, value]);
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={{ minWidth: 220 }}
      slotProps={{
        // The empty choice has a label of its own ('All weeks', 'Until cancelled'), so it shows like a value.
        select: {
          displayEmpty: emptyLabel !== undefined,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
        inputLabel: emptyLabel !== undefined ? { shrink: true } : undefined,
      }}
    >
      {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {weeks.map((week) => (
        <MenuItem key={week} value={week}>
          {formatWeek(week, i18n.language, t('week'))}
        </MenuItem>
      ))}
    </TextField>
  );
}
