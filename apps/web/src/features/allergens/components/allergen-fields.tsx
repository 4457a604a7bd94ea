import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';

interface NameValues {
  name: string;
  name_de: string;
}

/** English and German names; the current language's field comes first. */
export function AllergenFields<T extends NameValues>({ control }: { control: Control<T> }) {
  const { t, i18n } = useTranslation('allergens');
  const names = control as unknown as Control<NameValues>;
  const english = <FormTextField key="name" control={names} name="name" label={t('field.name')} required />;
  const german = (
    <FormTextField key="name_de" control={names} name="name_de" label={t('field.nameDe')} required />
  );
  return <Box>{i18n.language === 'de' ? [german, english] : [english, german]}</Box>;
}
