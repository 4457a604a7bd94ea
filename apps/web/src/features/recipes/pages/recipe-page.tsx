import { useState, type ComponentType } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  mdiArrowLeft,
  mdiContentCopy,
  mdiContentSave,
  mdiDeleteOutline,
  mdiEyeOutline,
  mdiPrinterOutline,
  mdiStarOutline,
} from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createRecipeRequest, updateRecipeRequest, type RecipeDetail } from '@brigade/domain/schemas/recipes';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useCopyRecipe } from '../api/copy-recipe.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';
import { recipeQueryOptions, useRecipe } from '../api/get-recipe.ts';
import { useCreateRecipe, useUpdateRecipe } from '../api/save-recipe.ts';
import { CopyRecipeDialog } from '../components/copy-recipe-dialog.tsx';
import { AllergenChips, ManualAllergenPicker } from '../components/recipe-allergens.tsx';
import { RecipeCoreFields, Section } from '../components/recipe-core-fields.tsx';
import { RecipeChecklist, RecipePublicHtml } from '../components/recipe-extras.tsx';
import { RecipeLayers } from '../components/recipe-layers.tsx';
import { RecipeLines } from '../components/recipe-lines.tsx';
import { RevisionStatusSelect } from '../components/revision-status-select.tsx';
import { RecipeSummaryDialog } from '../components/recipe-summary-dialog.tsx';
import { recipeFormValues, recipeRequest, type RecipeFormValues } from '../components/recipe-values.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';

/** What the app mounts under a saved recipe's lines (the nutrition feature's analysis panel). */
export type RecipeAnalysisSlot = ComponentType<{ recipeId: number; version: number }>;

/** /recipes/{id} (0 = new): the whole recipe, saved in one PUT under its version. */
export default function RecipePage({ Analysis }: { Analysis?: RecipeAnalysisSlot }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { t } = useTranslation('recipes');
  const recipe = useRecipe(Number.isInteger(id) && id > 0 ? id : 0);
  if (!Number.isInteger(id) || id < 0 || recipe.isError)
    return <Alert severity="error">{t('page.notFound')}</Alert>;
  if (id > 0 && !recipe.data) return <CircularProgress aria-label="loading" />;
  return <RecipeForm key={`${id}-${recipe.data?.version ?? 0}`} recipe={recipe.data} Analysis={Analysis} />;
}

function RecipeForm({
  recipe,
  Analysis,
}: {
  recipe: RecipeDetail | undefined;
  Analysis: RecipeAnalysisSlot | undefined;
}) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const remove = useDeleteRecipe();
  const copy = useCopyRecipe();
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [dialog, setDialog] = useState<'copy' | 'summary' | null>(null);

  const zod = zodResolver((recipe ? updateRecipeRequest : createRecipeRequest) as never, undefined, {
    raw: true,
  }) as unknown as Resolver<RecipeFormValues>;
  // The values are checked as the request they become (texts to numbers, separators to indices).
  const resolver: Resolver<RecipeFormValues> = async (values, context, options) => {
    const body = { ...recipeRequest(values), ...(recipe ? { version: recipe.version } : {}) };
    const result = await zod(body as never, context, options);
    return Object.keys(result.errors).length ? result : { values, errors: {} };
  };
  const form = useForm<RecipeFormValues>({ resolver, defaultValues: recipeFormValues(recipe) });

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

  const reload = async () => {
    if (!recipe) return;
    await queryClient.fetchQuery({ ...recipeQueryOptions(recipe.recipe_id), staleTime: 0 });
    setError(null);
  };

  const deleteRecipe = async () => {
    if (!recipe) return;
    if (!(await confirm({ text: t('page.deleteConfirm', { name: recipe.name }), destructive: true }))) return;
    try {
      await remove.mutateAsync({ id: recipe.recipe_id, version: recipe.version });
    } catch {
      return; // the snackbar says why (changed meanwhile)
    }
    notify(t('page.deleted', { name: recipe.name }), 'success');
    await navigate(localise('/recipes'));
  };

  const copyRecipe = async (name: string) => {
    if (!recipe) return;
    const created = await copy.mutateAsync({ id: recipe.recipe_id, name });
    notify(t('page.copied', { name: created.name }), 'success');
    await navigate(localise(`/recipes/${created.recipe_id}`));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={recipe ? recipe.name : t('page.new')}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={localise('/recipes')}
            startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
          >
            {t('page.back')}
          </Button>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            {recipe ? recipe.name : t('page.new')}
          </Typography>
          {recipe ? (
            <>
              {recipe.rating !== null ? (
                <Typography variant="body2">
                  {t('page.rating', { rating: recipe.rating.toFixed(1) })}
                </Typography>
              ) : null}
              <RevisionStatusSelect recipe={recipe} disabled={form.formState.isDirty} />
              <Button
                startIcon={<MdiIcon path={mdiEyeOutline} size={0.8} />}
                onClick={() => setDialog('summary')}
              >
                {t('page.summary')}
              </Button>
              <Button
                startIcon={<MdiIcon path={mdiContentCopy} size={0.8} />}
                onClick={() => setDialog('copy')}
              >
                {t('page.copy')}
              </Button>
              <Button
                component={RouterLink}
                to={localise(`/recipes/feedback/${recipe.recipe_id}`)}
                startIcon={<MdiIcon path={mdiStarOutline} size={0.8} />}
              >
                {t('page.feedback')}
              </Button>
              <Button
                component={RouterLink}
                to={localise(`/recipes/export/${recipe.recipe_id}`)}
                startIcon={<MdiIcon path={mdiPrinterOutline} size={0.8} />}
              >
                {t('page.card')}
              </Button>
            </>
          ) : null}
        </Stack>

        <RecipeCoreFields control={form.control} />
        <Section title={t('section.layers')}>
          <RecipeLayers control={form.control} />
        </Section>
        <Section title={t('section.lines')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('line.perPortion')}
          </Typography>
          <RecipeLines control={form.control} setValue={form.setValue} />
        </Section>
        <Section title={t('section.allergens')}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {recipe ? (
              <AllergenChips recipe={recipe} />
            ) : (
              <Typography color="text.secondary">{t('allergens.afterSave')}</Typography>
            )}
            <ManualAllergenPicker control={form.control} />
          </Box>
        </Section>
        <Section title={t('section.notes')}>
          <FormTextField control={form.control} name="notes" label={t('field.notes')} multiline minRows={3} />
        </Section>
        <Section title={t('section.checklist')}>
          <RecipeChecklist control={form.control} />
        </Section>
        <Section title={t('section.publicHtml')}>
          <RecipePublicHtml control={form.control} />
        </Section>

        <SaveErrorAlert error={error} onReload={recipe ? reload : undefined} />

        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
          >
            {t('common:save')}
          </Button>
          {recipe ? (
            <Button
              color="error"
              startIcon={<MdiIcon path={mdiDeleteOutline} size={0.8} />}
              onClick={() => void deleteRecipe()}
            >
              {t('page.delete')}
            </Button>
          ) : null}
        </Stack>
      </Box>
      {recipe && Analysis ? <Analysis recipeId={recipe.recipe_id} version={recipe.version} /> : null}
      {recipe ? (
        <>
          <CopyRecipeDialog
            open={dialog === 'copy'}
            sourceName={recipe.name}
            onClose={() => setDialog(null)}
            onCopy={copyRecipe}
          />
          <RecipeSummaryDialog recipe={recipe} open={dialog === 'summary'} onClose={() => setDialog(null)} />
        </>
      ) : null}
    </Box>
  );
}
