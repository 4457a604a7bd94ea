import { Controller, type Control, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../lib/i18n.ts';

type Values = Record<
  'code' | 'description' | 'kind' | 'value' | 'valid_from' | 'valid_to' | 'usage_limit',
  unknown
>;

function DateField({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: keyof Values;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={(field.value as string | null) ?? ''}
          type="date"
          label={label}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}

/** Code, kind and value, validity dates and usage limit; empty dates and limit mean "none". */
export function DiscountFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('discounts');
  const fields = control as unknown as Control<Values>;
  const kinds = [
    { value: 'PERCENT', label: t('kind.PERCENT') },
    { value: 'FIXED', label: t('kind.FIXED') },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        pt: 1,
      }}
    >
      <FormTextField control={fields} name="code" label={t('field.code')} required autoFocus />
      <FormTextField control={fields} name="usage_limit" label={t('field.usageLimit')} type="number" />
      <Box sx={{ display: 'grid', gridColumn: { sm: '1 / -1' } }}>
        <FormTextField control={fields} name="description" label={t('field.description')} />
      </Box>
      <FormSelectField control={fields} name="kind" label={t('field.kind')} options={kinds} />
      <FormTextField control={fields} name="value" label={t('field.value')} type="number" required />
      <DateField control={fields} name="valid_from" label={t('field.validFrom')} />
      <DateField control={fields} name="valid_to" label={t('field.validTo')} />
    </Box>
  );
}
