import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';
import type { IngredientFormValues } from './ingredient-values.ts';
import { FormSection } from '../../../components/form-section.tsx';

/** Names and translations (EN, DE), the kitchen's spec in both languages, and where the values come from. */
export function NamesSection({ control }: { control: Control<IngredientFormValues> }) {
  const { t } = useTranslation('ingredients');
  return (
    <>
      <FormSection variant="plain" title={t('section.names')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="name" label={t('field.name')} required autoFocus />
          <FormTextField control={control} name="name_de" label={t('field.nameDe')} />
        </Box>
      </FormSection>
      <FormSection variant="plain" title={t('section.spec')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="spec" label={t('field.spec')} multiline minRows={2} />
          <FormTextField control={control} name="spec_de" label={t('field.specDe')} multiline minRows={2} />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormTextField control={control} name="source" label={t('field.source')} />
          </Box>
        </Box>
      </FormSection>
    </>
  );
}
