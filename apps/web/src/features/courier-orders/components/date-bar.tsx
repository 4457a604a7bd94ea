import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { addDays, isIsoDate } from '@brigade/domain/calendar/iso-date';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';

/** The date whose orders are shown: the day before, a date field, the day after, and today. */
export function DateBar(props: { date: string; today: string; onDate: (date: string) => void }) {
  const { date, today, onDate } = props;
  const { t } = useTranslation('courier-orders');
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Tooltip title={t('date.previous')}>
        <IconButton aria-label={t('date.previous')} onClick={() => onDate(addDays(date, -1))}>
          <MdiIcon path={mdiChevronLeft} />
        </IconButton>
      </Tooltip>
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        margin="none"
        sx={{ width: 190 }}
        label={t('date.label')}
        value={date}
        onChange={(event) => {
          if (isIsoDate(event.target.value)) onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Tooltip title={t('date.next')}>
        <IconButton aria-label={t('date.next')} onClick={() => onDate(addDays(date, 1))}>
          <MdiIcon path={mdiChevronRight} />
        </IconButton>
      </Tooltip>
      <Button disabled={date === today} onClick={() => onDate(today)}>
        {t('date.today')}
      </Button>
    </Stack>
  );
}
