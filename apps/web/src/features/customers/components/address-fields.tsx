import type { Control, FieldValues, Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';

/** The fields of a billing or delivery address (`prefix` = billing_address / delivery_address). */
export function AddressFields<T extends FieldValues>({
  control,
  prefix,
}: {
  control: Control<T>;
  prefix: 'billing_address' | 'delivery_address';
}) {
  const { t } = useTranslation('customers');
  const f = (name: string) => `${prefix}.${name}` as Path<T>;
  return (
    <Box
      role="group"
      aria-label={t(`address.${prefix}`)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}
    >
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField control={control} name={f('name')} label={t('address.name')} />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField control={control} name={f('company')} label={t('address.company')} />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 4' } }}>
        <FormTextField control={control} name={f('street')} label={t('address.street')} required />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <FormTextField control={control} name={f('co')} label={t('address.co')} />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 1' } }}>
        <FormTextField
          control={control}
          name={f('postcode')}
          label={t('address.postcode')}
          required
          inputMode="numeric"
        />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 1' } }}>
        <FormTextField control={control} name={f('zip_annex')} label={t('address.zipAnnex')} />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField control={control} name={f('city')} label={t('address.city')} required />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 1' } }}>
        <FormTextField control={control} name={f('country_code')} label={t('address.country')} />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField control={control} name={f('phone')} label={t('address.phone')} inputMode="tel" />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField control={control} name={f('email')} label={t('address.email')} inputMode="email" />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 6' } }}>
        <FormTextField control={control} name={f('instruction')} label={t('address.instruction')} multiline />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField
          control={control}
          name={f('latitude')}
          label={t('address.latitude')}
          inputMode="decimal"
        />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField
          control={control}
          name={f('longitude')}
          label={t('address.longitude')}
          inputMode="decimal"
        />
      </Box>
    </Box>
  );
}
