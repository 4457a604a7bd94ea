import { Controller, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Courier } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { courierColumns, type DeliveryTypeFormValues } from './delivery-type-values.ts';

/** The up to 5 courier columns of a delivery type: a courier and its own from/to times each. */
export function CourierColumns({
  control,
  couriers,
}: {
  control: Control<DeliveryTypeFormValues>;
  couriers: readonly Courier[];
}) {
  const { t } = useTranslation('delivery');
  const options = [
    { value: '', label: t('types.field.none') },
    ...couriers.map((c) => ({ value: String(c.courier_id), label: c.name })),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {courierColumns.map((n) => (
        <Box
          key={n}
          role="group"
          aria-label={t('types.field.column', { n })}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '110px minmax(200px, 2fr) 1fr 1fr' },
          }}
        >
          <Typography variant="subtitle2" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            {t('types.field.column', { n })}
          </Typography>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'grid' }}>
            <FormSelectField
              control={control}
              name={`courier_${n}`}
              label={`${t('types.field.courier')} ${n}`}
              options={options}
            />
          </Box>
          <TimeField control={control} name={`courier_${n}_from`} label={`${t('types.field.from')} ${n}`} />
          <TimeField control={control} name={`courier_${n}_to`} label={`${t('types.field.to')} ${n}`} />
        </Box>
      ))}
    </Box>
  );
}

/** A time input ('HH:MM'); its label stays above, as the browser shows a placeholder of its own. */
function TimeField({
  control,
  name,
  label,
}: {
  control: Control<DeliveryTypeFormValues>;
  name: `courier_${(typeof courierColumns)[number]}_${'from' | 'to'}`;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          type="time"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
