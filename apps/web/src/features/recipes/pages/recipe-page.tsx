import { useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { createRecipeRequest, updateRecipeRequest, type RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordForm } from '../../../components/record-form.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecipe } from '../api/get-recipe.ts';
import { RecipeCoreFields } from '../components/recipe-core-fields.tsx';
import { RecipeDialogs, type RecipeDialog } from '../components/recipe-dialogs.tsx';
import { RecipeHeader } from '../components/recipe-header.tsx';
import { RecipeSections } from '../components/recipe-sections.tsx';
import { recipeFormValues, recipeRequest, type RecipeFormValues } from '../components/recipe-values.ts';
import { useRecipeSave } from '../components/use-recipe-save.ts';

/** What the app mounts under a saved recipe's lines (the nutrition feature's analysis panel). */
export type RecipeAnalysisSlot = ComponentType<{ recipeId: number; version: number }>;

/** /recipes/{id} (0 = new): the whole recipe, saved in one PUT under its version. */
export default function RecipePage({ Analysis }: { Analysis?: RecipeAnalysisSlot }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { t } = useTranslation('recipes');
  const recipe = useRecipe(Number.isInteger(id) && id > 0 ? id : 0);
  // Outside the form, which starts again at each new version: a dialog that saved (a layer) stays open. It is
  // the recipe's: another recipe (the copy just made) opens without it.
  const [opened, setOpened] = useState<{ id: number; dialog: RecipeDialog } | null>(null);
  if (!Number.isInteger(id) || id < 0 || recipe.isError)
    return <Alert severity="error">{t('page.notFound')}</Alert>;
  if (id > 0 && !recipe.data) return <CircularProgress aria-label="loading" />;
  return (
    <RecipeForm
      key={`${id}-${recipe.data?.version ?? 0}`}
      recipe={recipe.data}
      Analysis={Analysis}
      dialog={opened?.id === id ? opened.dialog : null}
      setDialog={(dialog) => setOpened(dialog ? { id, dialog } : null)}
    />
  );
}

function RecipeForm({
  recipe,
  Analysis,
  dialog,
  setDialog,
}: {
  recipe: RecipeDetail | undefined;
  Analysis: RecipeAnalysisSlot | undefined;
  dialog: RecipeDialog | null;
  setDialog: (dialog: RecipeDialog | null) => void;
}) {
  const { t } = useTranslation('recipes');
  const form = useSchemaForm<RecipeFormValues>({
    schema: recipe ? updateRecipeRequest : createRecipeRequest,
    // Checked as the request the values become (texts to numbers, separators to indices).
    toRequest: (values) => ({ ...recipeRequest(values), ...(recipe ? { version: recipe.version } : {}) }),
    defaultValues: recipeFormValues(recipe),
  });
  const save = useRecipeSave(recipe, form);
  const after = recipe ? (
    <>
      {Analysis ? <Analysis recipeId={recipe.recipe_id} version={recipe.version} /> : null}
      <RecipeDialogs
        recipe={recipe}
        open={dialog}
        dirty={form.formState.isDirty}
        onClose={() => setDialog(null)}
      />
    </>
  ) : null;

  return (
    <RecordForm
      save={save}
      saving={form.formState.isSubmitting}
      label={recipe ? recipe.name : t('page.new')}
      deleteLabel={t('page.delete')}
      maxWidth={1200}
      after={after}
    >
      <RecipeHeader recipe={recipe} dirty={form.formState.isDirty} onOpen={setDialog} />
      <RecipeCoreFields control={form.control} />
      <RecipeSections recipe={recipe} control={form.control} setValue={form.setValue} />
    </RecordForm>
  );
}
