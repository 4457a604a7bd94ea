import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { CreateDiscountRequest, UpdateDiscountRequest } from '@brigade/domain/schemas/discounts';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';

/** What the add and the edit form hold: the add form leaves the version out (its schema does not ask for it). */
export type DiscountFormValues = CreateDiscountRequest & UpdateDiscountRequest;

/** Code, kind and value, validity dates and usage limit; empty dates and limit mean "none". */
export function DiscountFields({ control }: { control: Control<DiscountFormValues> }) {
  const { t } = useTranslation('discounts');
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
      <FormTextField control={control} name="code" label={t('field.code')} required autoFocus />
      <FormTextField control={control} name="usage_limit" label={t('field.usageLimit')} type="number" />
      <Box sx={{ display: 'grid', gridColumn: { sm: '1 / -1' } }}>
        <FormTextField control={control} name="description" label={t('field.description')} />
      </Box>
      <FormSelectField control={control} name="kind" label={t('field.kind')} options={kinds} />
      <FormTextField control={control} name="value" label={t('field.value')} type="number" required />
      <FormTextField control={control} name="valid_from" label={t('field.validFrom')} type="date" />
      <FormTextField control={control} name="valid_to" label={t('field.validTo')} type="date" />
    </Box>
  );
}
