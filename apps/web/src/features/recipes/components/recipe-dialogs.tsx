import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useCopyRecipe } from '../api/copy-recipe.ts';
import { CopyRecipeDialog } from './copy-recipe-dialog.tsx';
import { RecipeSummaryDialog } from './recipe-summary-dialog.tsx';

export type RecipeDialog = 'copy' | 'summary';

/**
 * The saved recipe's dialogs: copy (then open the copy) and summary. Mount them outside the recipe's form:
 * a dialog's submit bubbles through the React tree (portals too) and would save the recipe as well.
 */
export function RecipeDialogs({
  recipe,
  open,
  dirty,
  onClose,
}: {
  recipe: RecipeDetail;
  open: RecipeDialog | null;
  dirty: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const copy = useCopyRecipe();

  const copyRecipe = async (name: string) => {
    const created = await copy.mutateAsync({ id: recipe.recipe_id, name });
    notify(t('page.copied', { name: created.name }), 'success');
    onClose();
    await navigate(localise(`/recipes/${created.recipe_id}`));
  };

  return (
    <>
      <CopyRecipeDialog
        open={open === 'copy'}
        sourceName={recipe.name}
        onClose={onClose}
        onCopy={copyRecipe}
      />
      <RecipeSummaryDialog recipe={recipe} open={open === 'summary'} dirty={dirty} onClose={onClose} />
    </>
  );
}
