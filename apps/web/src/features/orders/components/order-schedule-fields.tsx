import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { errorText, fieldSetter, type OrderForm } from './order-form-values.ts';
import { WeekSelect } from './week-select.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Start and end week, subscription and weekdays. A trial has one weekday, no end week and no subscription;
 * without an end week an order is its start week only, or with a subscription runs until cancelled.
 */
export function OrderScheduleFields({ form, aroundWeek }: { form: OrderForm; aroundWeek: string }) {
  const { t } = useTranslation('orders');
  const set = fieldSetter(form);
  const errors = form.formState.errors;
  const [startWeek, endWeek, subscription, weekdays, trial] = useWatch({
    control: form.control,
    name: ['start_week', 'end_week', 'is_subscription', 'weekdays', 'day_trial'],
  });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <WeekSelect
          label={t('field.startWeek')}
          value={startWeek}
          onChange={(week) => week && set('start_week', week)}
          around={aroundWeek}
          error={errorText(errors.start_week?.message)}
          fullWidth
        />
        <WeekSelect
          label={t('field.endWeek')}
          value={endWeek}
          onChange={(week) => set('end_week', week)}
          around={startWeek}
          min={startWeek}
          emptyLabel={subscription ? t('endWeek.untilCancelled') : t('endWeek.startWeekOnly')}
          error={errorText(errors.end_week?.message)}
          disabled={trial}
          fullWidth
        />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={subscription}
            disabled={trial}
            onChange={(e) => set('is_subscription', e.target.checked)}
          />
        }
        label={t('field.subscription')}
      />
      {errors.is_subscription ? (
        <FormHelperText error>{errorText(errors.is_subscription.message)}</FormHelperText>
      ) : null}
      <Box>
        <FormLabel component="legend">{t('field.weekdays')}</FormLabel>
        <ToggleButtonGroup
          size="small"
          color="primary"
          value={weekdays}
          onChange={(_e, days: number[]) => set('weekdays', trial ? days.slice(-1) : [...days].sort())}
          aria-label={t('field.weekdays')}
          sx={{ display: 'flex', flexWrap: 'wrap', mt: 0.5 }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton
              key={day}
              value={day}
              aria-label={t(`weekday.${day}`)}
              sx={{ flex: 1, minWidth: 44 }}
            >
              {t(`weekdayShort.${day}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.weekdays ? <FormHelperText error>{errorText(errors.weekdays.message)}</FormHelperText> : null}
      </Box>
    </>
  );
}
