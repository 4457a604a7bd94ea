import { ANALYTICS_PROGRAMMES, type AnalyticsProgramme } from '@brigade/domain/analytics/analytics-range';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A postcode zone to filter by. */
export interface ZoneOption {
  id: number;
  name: string;
}

export interface AnalyticsFilterValues {
  programme: AnalyticsProgramme;
  /** A postcode zone id; null = every zone. */
  zone: number | null;
}

interface AnalyticsFiltersProps {
  value: AnalyticsFilterValues;
  onChange: (value: AnalyticsFilterValues) => void;
  /** Show the programme select (the screens whose figures are orders). */
  programme?: boolean;
  /** The zones to choose from; none or undefined hides the zone select. */
  zones?: readonly ZoneOption[] | undefined;
}

/** The filters of an analytics screen: programme (all, LEAN, STRONG, flex, trial) and postcode zone. */
export function AnalyticsFilters({ value, onChange, programme = true, zones }: AnalyticsFiltersProps) {
  const { t } = useTranslation('analytics');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {programme ? (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('filters.programme')}
          value={value.programme}
          onChange={(event) => onChange({ ...value, programme: event.target.value as AnalyticsProgramme })}
          slotProps={{ htmlInput: { 'data-testid': 'filter-programme' } }}
          sx={{ minWidth: 160 }}
        >
          {ANALYTICS_PROGRAMMES.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`filters.programmes.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {zones && zones.length > 0 ? (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('filters.zone')}
          value={value.zone === null ? '' : String(value.zone)}
          onChange={(event) =>
            onChange({ ...value, zone: event.target.value === '' ? null : Number(event.target.value) })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.allZones')}</MenuItem>
          {zones.map((zone) => (
            <MenuItem key={zone.id} value={String(zone.id)}>
              {zone.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
