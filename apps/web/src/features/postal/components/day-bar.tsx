import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import type { FrankingZone } from '@brigade/domain/postal/identcode';
import { useTranslation } from 'react-i18next';

/** The delivery date, the franking of new labels, and the day's labels in one go. */
export function DayBar(props: {
  date: string;
  onDate: (date: string) => void;
  zone: FrankingZone;
  zones: readonly FrankingZone[];
  onZone: (zone: FrankingZone) => void;
  busy: boolean;
  onDayLabels: () => void;
}) {
  const { t } = useTranslation('postal');
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <TextField
        type="date"
        size="small"
        margin="none"
        sx={{ width: 190 }}
        label={t('date')}
        value={props.date}
        onChange={(event) => {
          if (isIsoDate(event.target.value)) props.onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        margin="none"
        sx={{ width: 240 }}
        label={t('zone.label')}
        value={props.zone}
        onChange={(event) => props.onZone(event.target.value as FrankingZone)}
      >
        {props.zones.map((zone) => (
          <MenuItem key={zone} value={zone}>
            {t(`zone.${zone}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={props.busy} onClick={props.onDayLabels}>
        {t('day.button')}
      </Button>
    </Stack>
  );
}
