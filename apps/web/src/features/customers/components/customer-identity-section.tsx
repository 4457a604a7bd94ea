import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { twoColumns } from './customer-form-layout.ts';
import type { CustomerFormValues } from './customer-values.ts';

/** Name, e-mail, phone, date of birth, active and office. */
export function CustomerIdentitySection({ control }: { control: Control<CustomerFormValues> }) {
  const { t } = useTranslation('customers');
  return (
    <FormSection title={t('section.core')}>
      <Box sx={twoColumns}>
        <FormTextField control={control} name="first_name" label={t('field.firstName')} required />
        <FormTextField control={control} name="last_name" label={t('field.lastName')} required />
        <FormTextField control={control} name="email" label={t('field.email')} type="email" />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '90px 1fr' }}>
          <FormTextField control={control} name="phone_cc" label={t('field.phoneCc')} inputMode="numeric" />
          <FormTextField control={control} name="phone_number" label={t('field.phone')} inputMode="tel" />
        </Box>
        <FormTextField control={control} name="dob" label={t('field.dob')} type="date" />
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <FormSwitchField control={control} name="active" label={t('field.active')} />
          <FormSwitchField control={control} name="is_office" label={t('field.isOffice')} />
        </Stack>
      </Box>
    </FormSection>
  );
}
