import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { mdiArrowLeft } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createIngredientRequest,
  updateIngredientRequest,
  type IngredientDetail,
} from '@brigade/domain/schemas/ingredients';
import type { RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteIngredient } from '../api/delete-ingredient.ts';
import { ingredientQueryOptions, useIngredient } from '../api/get-ingredient.ts';
import { useCreateIngredient, useUpdateIngredient } from '../api/save-ingredient.ts';
import { AllergensSection } from '../components/allergens-section.tsx';
import { IngredientSaveError } from '../components/ingredient-save-error.tsx';
import { formValuesOf, lookedUpValues, type IngredientFormValues } from '../components/ingredient-values.ts';
import { NamesSection } from '../components/names-section.tsx';
import { NutrientLookup } from '../components/nutrient-lookup.tsx';
import { NutrientsSection } from '../components/nutrients-section.tsx';
import { SpecsSection } from '../components/specs-section.tsx';

/** /ingredients/{id} (0 = new): names, spec, nutrients, conversion, allergens, supplier specs; delete. */
export default function IngredientPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { t } = useTranslation('ingredients');
  const ingredient = useIngredient(id);
  if (!Number.isInteger(id) || id < 0 || ingredient.isError) {
    return <Alert severity="error">{t('notFound')}</Alert>;
  }
  if (id > 0 && !ingredient.data) return <CircularProgress aria-label="loading" />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <IngredientForm key={`${id}-${ingredient.data?.version ?? 0}`} ingredient={ingredient.data} />
      <SpecsSection ingredient={ingredient.data} />
    </Paper>
  );
}

function IngredientForm({ ingredient }: { ingredient: IngredientDetail | undefined }) {
  const { t } = useTranslation('ingredients');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const create = useCreateIngredient();
  const update = useUpdateIngredient();
  const remove = useDeleteIngredient();
  const [error, setError] = useState<ApiError | Error | null>(null);
  const form = useSchemaForm<IngredientFormValues>({
    schema: ingredient ? updateIngredientRequest : createIngredientRequest,
    defaultValues: formValuesOf(ingredient),
  });
  const title = ingredient ? t('edit.title', { name: ingredient.name }) : t('add.title');

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      if (ingredient) {
        const { version = ingredient.version, ...fields } = values;
        const saved = await update.mutateAsync({ ...fields, version, id: ingredient.ingredient_id });
        notify(t('edit.done', { name: saved.name }), 'success');
      } else {
        const created = await create.mutateAsync(values);
        notify(t('add.done', { name: created.name }), 'success');
        await navigate(localise(`/ingredients/${created.ingredient_id}`), { replace: true });
      }
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      if (isApiError(failure) && failure.details) {
        for (const [field, message] of Object.entries(failure.details)) {
          form.setError(field as Path<IngredientFormValues>, { type: 'server', message });
        }
      }
      setError(failure);
    }
  });

  // A recipe-data lookup fills the fields; the user reviews them and saves (or not).
  const fillNutrients = (found: RecipeDataNutrients) => {
    for (const [field, value] of Object.entries(lookedUpValues(found))) {
      form.setValue(field as keyof IngredientFormValues & string, value, { shouldDirty: true });
    }
    notify(t('lookup.done', { name: found.name || found.external_id }), 'success');
  };

  const reload = async () => {
    if (!ingredient) return;
    const current = await queryClient.fetchQuery({
      ...ingredientQueryOptions(ingredient.ingredient_id),
      staleTime: 0,
    });
    form.reset(formValuesOf(current));
    setError(null);
  };

  const deleteIngredient = async () => {
    if (
      !ingredient ||
      !(await confirm({ text: t('delete.confirm', { name: ingredient.name }), destructive: true }))
    )
      return;
    try {
      await remove.mutateAsync({ id: ingredient.ingredient_id, version: ingredient.version });
    } catch {
      return; // the snackbar says why (used in a recipe, or changed meanwhile)
    }
    notify(t('delete.done', { name: ingredient.name }), 'success');
    await navigate(localise('/ingredients'));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={localise('/ingredients')}
          startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
        >
          {t('action.back')}
        </Button>
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ maxWidth: 1000 }}>
        <NamesSection control={form.control} />
        <NutrientsSection control={form.control} lookup={<NutrientLookup onFound={fillNutrients} />} />
        <AllergensSection control={form.control} declarations={ingredient?.declarations} />
        <IngredientSaveError error={error} onReload={ingredient ? reload : undefined} />
        <FormFooter
          saving={form.formState.isSubmitting}
          onDelete={ingredient ? () => void deleteIngredient() : undefined}
          deleteLabel={t('delete.action')}
          sx={{ mb: 3 }}
        />
      </Box>
    </Box>
  );
}
