import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Courier } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
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
          <FormTextField
            control={control}
            name={`courier_${n}_from`}
            label={`${t('types.field.from')} ${n}`}
            type="time"
          />
          <FormTextField
            control={control}
            name={`courier_${n}_to`}
            label={`${t('types.field.to')} ${n}`}
            type="time"
          />
        </Box>
      ))}
    </Box>
  );
}
