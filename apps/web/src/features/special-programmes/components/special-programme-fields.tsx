import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../lib/i18n.ts';

/** Name, description, start date and price per order of a programme (add dialog and header form). */
export function SpecialProgrammeFields<T extends FieldValues>({
  control,
  autoFocus,
  direction = 'column',
}: {
  control: Control<T>;
  autoFocus?: boolean;
  direction?: 'column' | 'row';
}) {
  const { t } = useTranslation('special-programmes');
  const name = (n: string) => n as Path<T>;
  return (
    <Stack
      direction={direction === 'row' ? { xs: 'column', md: 'row' } : 'column'}
      spacing={2}
      sx={{ pt: 1, '& > *': { flex: 1 } }}
    >
      <FormTextField
        control={control}
        name={name('name')}
        label={t('field.name')}
        required
        autoFocus={autoFocus}
      />
      <FormTextField control={control} name={name('description')} label={t('field.description')} />
      <Controller
        control={control}
        name={name('start_date')}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            type="date"
            required
            label={t('field.startDate')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
            // An empty date input shows the browser's own pattern: the label sits above it.
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <FormTextField control={control} name={name('price_chf')} label={t('field.price')} type="number" />
    </Stack>
  );
}
