import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useAllergenOptions } from '../../../lib/options/allergen-options.ts';
import { twoColumns } from './customer-form-layout.ts';
import type { CustomerFormValues } from './customer-values.ts';
import { AllergenInput, ChipsInput } from './form-controls.tsx';

/** Allergens and warnings (from the allergen list or free names), dislikes and special requirements. */
export function CustomerHealthSection({ control }: { control: Control<CustomerFormValues> }) {
  const { t, i18n } = useTranslation('customers');
  const de = i18n.language === 'de';
  const allergens = useAllergenOptions();
  const options = (allergens.data?.items ?? []).map((a) => ({
    id: a.allergen_id,
    label: de ? a.name_de || a.name : a.name,
  }));
  const hint = t('health.chipsHint');
  return (
    <FormSection title={t('section.health')}>
      <Box sx={twoColumns}>
        <AllergenInput
          control={control}
          name="allergen_ids"
          label={t('health.allergens')}
          options={options}
          color="error"
        />
        <AllergenInput
          control={control}
          name="warning_ids"
          label={t('health.warnings')}
          options={options}
          color="warning"
        />
        <ChipsInput control={control} name="other_allergens" label={t('health.otherAllergens')} hint={hint} />
        <ChipsInput control={control} name="other_warnings" label={t('health.otherWarnings')} hint={hint} />
        <ChipsInput control={control} name="dislikes" label={t('health.dislikes')} hint={hint} />
        <FormTextField
          control={control}
          name="special_requirements"
          label={t('health.specialRequirements')}
          multiline
        />
      </Box>
    </FormSection>
  );
}
