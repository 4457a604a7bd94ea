import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { RecipesTable } from '../components/recipes-table.tsx';

/** Recipes → List (level 1): the green add button goes to a new recipe (/recipes/0); a row opens one. */
export default function RecipesPage() {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  return (
    <>
      <PageToolbar onAdd={() => void navigate(localise('/recipes/0'))} addLabel={t('list.add')} />
      <RecipesTable onOpen={(row) => void navigate(localise(`/recipes/${row.recipe_id}`))} />
    </>
  );
}
