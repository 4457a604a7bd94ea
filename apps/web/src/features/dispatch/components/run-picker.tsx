import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import type { CompanySlug } from '@brigade/domain/access/privilege';
import { DAY_PERIOD_IDENTIFIERS, type DayPeriodIdentifier } from '@brigade/domain/logistics/logistics-date';
import { useTranslation } from 'react-i18next';
import type { Run } from '../model/run-prefs.ts';

interface RunPickerProps {
  run: Run;
  teams: readonly CompanySlug[];
  onChange: (run: Run) => void;
}

/** Which run the board shows: team, date and day period; each change opens that run's address. */
export function RunPicker({ run, teams, onChange }: RunPickerProps) {
  const { t } = useTranslation('dispatch');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('picker.team')}
        value={run.team}
        onChange={(event) => onChange({ ...run, team: event.target.value as CompanySlug })}
        disabled={teams.length < 2}
        fullWidth={false}
        margin="none"
        sx={{ minWidth: 180 }}
      >
        {teams.map((team) => (
          <MenuItem key={team} value={team}>
            {t(`team.${team}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('picker.date')}
        value={run.date}
        onChange={(event) => {
          if (isIsoDate(event.target.value)) onChange({ ...run, date: event.target.value });
        }}
        fullWidth={false}
        margin="none"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('picker.period')}
        value={run.identifier}
        onChange={(_event, value: DayPeriodIdentifier | null) => {
          if (value) onChange({ ...run, identifier: value });
        }}
      >
        {DAY_PERIOD_IDENTIFIERS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`period.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
