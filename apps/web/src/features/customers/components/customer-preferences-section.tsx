import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { paymentMethods } from '@brigade/domain/schemas/customers';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { useChatPreferenceOptions } from '../../../lib/options/chat-preference-options.ts';
import { twoColumns } from './customer-form-layout.ts';
import type { CustomerFormValues } from './customer-values.ts';

/** Chat, how they heard of us, payment, last contact and the yes/no preferences. */
export function CustomerPreferencesSection({ control }: { control: Control<CustomerFormValues> }) {
  const { t, i18n } = useTranslation('customers');
  const de = i18n.language === 'de';
  const chatPreferences = useChatPreferenceOptions();
  return (
    <FormSection title={t('section.preferences')}>
      <Box sx={twoColumns}>
        <FormSelectField
          control={control}
          name="chat_pref"
          label={t('field.chatPref')}
          options={(chatPreferences.data?.items ?? []).map((c) => ({
            value: c.code,
            label: de ? c.name_de || c.name : c.name,
          }))}
        />
        <FormTextField control={control} name="how_hear" label={t('field.howHear')} />
        <FormSelectField
          control={control}
          name="payment_method_default"
          label={t('field.paymentMethod')}
          options={paymentMethods.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))}
        />
        <FormTextField control={control} name="last_contacted" label={t('field.lastContacted')} type="date" />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gridColumn: { sm: 'span 2' } }}>
          <FormSwitchField control={control} name="newsletter" label={t('field.newsletter')} />
          <FormSwitchField control={control} name="workshop_interest" label={t('field.workshopInterest')} />
          <FormSwitchField control={control} name="cutlery" label={t('field.cutlery')} />
          <FormSwitchField control={control} name="prospective" label={t('field.prospective')} />
        </Stack>
      </Box>
    </FormSection>
  );
}
