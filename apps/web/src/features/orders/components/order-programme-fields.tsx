import { useWatch } from 'react-hook-form';
import { PROGRAMME_TYPES, type ProgrammeType } from '@brigade/domain/programmes/meal-types';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { errorText, fieldSetter, type OrderForm } from './order-form-values.ts';

interface OrderProgrammeFieldsProps {
  form: OrderForm;
  /** Type or flex changed: the meals left out go back to the programme's default. */
  onProgrammeChange: () => void;
}

/** Programme type, flex and 1-day trial (a trial is one weekday of one week, no subscription). */
export function OrderProgrammeFields({ form, onProgrammeChange }: OrderProgrammeFieldsProps) {
  const { t } = useTranslation('orders');
  const set = fieldSetter(form);
  const errors = form.formState.errors;
  const [type, isFlex, trial, weekdays] = useWatch({
    control: form.control,
    name: ['type', 'is_flex', 'day_trial', 'weekdays'],
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        label={t('field.type')}
        value={type}
        onChange={(e) => {
          set('type', e.target.value as ProgrammeType);
          set('discount_meals', null);
          onProgrammeChange();
        }}
        sx={{ minWidth: 160, flex: 1 }}
        error={Boolean(errors.type)}
        helperText={errorText(errors.type?.message)}
      >
        {PROGRAMME_TYPES.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={isFlex}
            onChange={(e) => {
              set('is_flex', e.target.checked);
              set('discount_meals', null);
              onProgrammeChange();
            }}
          />
        }
        label={t('field.flex')}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={trial}
            onChange={(e) => {
              set('day_trial', e.target.checked);
              if (e.target.checked) {
                set('weekdays', [weekdays[0] ?? 1]);
                set('end_week', null);
                set('is_subscription', false);
              }
            }}
          />
        }
        label={t('field.dayTrial')}
        sx={{ whiteSpace: 'nowrap' }}
      />
    </Stack>
  );
}
