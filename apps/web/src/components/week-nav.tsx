import { addDays } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { mdiChevronLeft, mdiChevronRight, mdiCalendarToday } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from './mdi-icon.tsx';
import { formatDay } from '../lib/format.ts';

interface WeekNavProps {
  /** The Monday shown. */
  monday: string;
  /** Opens the week of a date; null = the default week. */
  onChange: (date: string | null) => void;
}

/**
 * Previous / next week, a date picker (any date opens its week) and the default week (this week from Monday
 * to Thursday, next week from Friday).
 */
export function WeekNav({ monday, onChange }: WeekNavProps) {
  const { t, i18n } = useTranslation('common');
  const friday = addDays(monday, 4);
  const [year, week] = weekIdOfDate(monday).split('_');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Tooltip title={t('weekNav.previous')}>
        <IconButton aria-label={t('weekNav.previous')} onClick={() => onChange(addDays(monday, -7))}>
          <MdiIcon path={mdiChevronLeft} />
        </IconButton>
      </Tooltip>
      <TextField
        type="date"
        size="small"
        label={t('weekNav.date')}
        value={monday}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <Tooltip title={t('weekNav.next')}>
        <IconButton aria-label={t('weekNav.next')} onClick={() => onChange(addDays(monday, 7))}>
          <MdiIcon path={mdiChevronRight} />
        </IconButton>
      </Tooltip>
      <Button
        size="small"
        startIcon={<MdiIcon path={mdiCalendarToday} size={0.8} />}
        onClick={() => onChange(null)}
      >
        {t('weekNav.default')}
      </Button>
      <Typography variant="subtitle1" component="h2" data-testid="week-heading">
        {t('weekNav.heading', {
          week,
          year,
          from: formatDay(monday, i18n.language),
          to: formatDay(friday, i18n.language),
        })}
      </Typography>
    </Stack>
  );
}
