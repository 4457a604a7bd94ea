import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { IngredientsTable } from '../components/ingredients-table.tsx';

/** /ingredients/v1 (level 1): the older app's ingredients, listed read-only. */
export default function LegacyIngredientsPage() {
  const { t } = useTranslation('ingredients');
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('legacyNote')}
      </Alert>
      <IngredientsTable legacy />
    </>
  );
}
