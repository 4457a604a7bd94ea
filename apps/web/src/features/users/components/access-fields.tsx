import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-fields.tsx';
import { userOptions } from './user-options.ts';

/** Group, category and company side by side: what decides a user's access (add and edit). */
export function AccessFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('users');
  const options = userOptions(t);
  return (
    <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
      <FormSelectField
        control={control}
        name={'user_group' as Path<T>}
        label={t('field.group')}
        options={options.groups}
      />
      <FormSelectField
        control={control}
        name={'user_category' as Path<T>}
        label={t('field.category')}
        options={options.categories}
      />
      <FormSelectField
        control={control}
        name={'company_slug' as Path<T>}
        label={t('field.company')}
        options={options.companies}
      />
    </Box>
  );
}
