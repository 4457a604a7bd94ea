import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';
import { recipeQueryOptions } from '../api/get-recipe.ts';
import { useCreateRecipe, useUpdateRecipe } from '../api/save-recipe.ts';
import { recipeRequest, type RecipeFormValues } from './recipe-values.ts';

/**
 * Saving the recipe page: create (then open the new recipe) or update the whole recipe under the version
 * read; reload after a conflict; delete after confirmation. `error` is the last failed save.
 */
export function useRecipeSave(recipe: RecipeDetail | undefined, form: UseFormReturn<RecipeFormValues>) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const remove = useDeleteRecipe();
  const [error, setError] = useState<ApiError | Error | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const body = recipeRequest(values);
      if (recipe) {
        const saved = await update.mutateAsync({ ...body, id: recipe.recipe_id, version: recipe.version });
        notify(t('page.saved', { name: saved.name }), 'success');
      } else {
        const created = await create.mutateAsync(body);
        notify(t('page.created', { name: created.name }), 'success');
        await navigate(localise(`/recipes/${created.recipe_id}`), { replace: true });
      }
    } catch (caught) {
      setError(applyServerErrors(caught, form.setError));
    }
  });

  const reload = async (saved: RecipeDetail) => {
    await queryClient.fetchQuery({ ...recipeQueryOptions(saved.recipe_id), staleTime: 0 });
    setError(null);
  };

  const deleteRecipe = async (saved: RecipeDetail) => {
    if (!(await confirm({ text: t('page.deleteConfirm', { name: saved.name }), destructive: true }))) return;
    try {
      await remove.mutateAsync({ id: saved.recipe_id, version: saved.version });
    } catch {
      return; // the snackbar says why (changed meanwhile)
    }
    notify(t('page.deleted', { name: saved.name }), 'success');
    await navigate(localise('/recipes'));
  };

  return {
    submit,
    error,
    /** Only for a saved recipe. */
    reload: recipe ? () => reload(recipe) : undefined,
    remove: recipe ? () => deleteRecipe(recipe) : undefined,
  };
}
