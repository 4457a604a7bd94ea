import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { CreateAllergenRequest, UpdateAllergenRequest } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';

/** What the add and the edit form hold: the add form leaves the version out (its schema does not ask for it). */
export type AllergenFormValues = CreateAllergenRequest & UpdateAllergenRequest;

/** English and German names; the current language's field comes first. */
export function AllergenFields({ control }: { control: Control<AllergenFormValues> }) {
  const { t, i18n } = useTranslation('allergens');
  const english = <FormTextField key="name" control={control} name="name" label={t('field.name')} required />;
  const german = (
    <FormTextField key="name_de" control={control} name="name_de" label={t('field.nameDe')} required />
  );
  return <Box>{i18n.language === 'de' ? [german, english] : [english, german]}</Box>;
}
