import { useState } from 'react';
import { MEAL_TYPES } from '@brigade/domain/programmes/meal-types';
import {
  additionalMealInputFor,
  type AdditionalMeal,
  type AdditionalMealInput,
} from '@brigade/domain/schemas/menus';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { RecipeAutocomplete, type PickedRecipe } from './recipe-autocomplete.tsx';
import { slotLabel } from './slot-label.ts';

/** A stored meal as the form and the PUT take it (no recipe name, no version: the day carries that). */
export function mealInput(meal: AdditionalMeal): AdditionalMealInput {
  const { recipe_name: _name, version: _version, ...input } = meal;
  return {
    ...input,
    production_date: input.production_date ?? '',
    bb_date: input.bb_date ?? '',
    expiry_date: input.expiry_date ?? '',
  };
}

interface Props {
  open: boolean;
  date: string;
  /** The meal to edit, or null for a new one at `position`. */
  meal: AdditionalMeal | null;
  position: number;
  onClose: () => void;
  /** Saves the day with this meal; throws an ApiError whose details name this meal's fields. */
  onSave: (values: AdditionalMealInput) => Promise<unknown>;
  /** After a 409: the day read again, and this meal's current values (or a new one's defaults). */
  reload: () => Promise<AdditionalMealInput>;
}

export function newMeal(date: string, position: number): AdditionalMealInput {
  return {
    additional_meal_id: null,
    meal: 'lunch',
    position,
    recipe_id: null,
    snapshot_name: '',
    nutritional_information_id: null,
    production_date: date,
    bb_date: '',
    expiry_date: '',
    public_html: '',
  };
}

/** One additional meal: meal, position, recipe, the name printed, and its label dates in order. */
export function AdditionalMealDialog({ open, date, meal, position, onClose, onSave, reload }: Props) {
  const { t } = useTranslation('menus');
  const [picked, setPicked] = useState<PickedRecipe | null>(null);
  const initial: PickedRecipe | null =
    meal?.recipe_id != null
      ? { recipe_id: meal.recipe_id, name: meal.recipe_name ?? '', client_facing_name: '' }
      : null;
  return (
    <FormDialog
      open={open}
      title={meal ? t('mealDialog.editTitle') : t('mealDialog.addTitle')}
      schema={additionalMealInputFor(date)}
      defaultValues={meal ? mealInput(meal) : newMeal(date, position)}
      onSubmit={onSave}
      onClose={() => {
        setPicked(null);
        onClose();
      }}
      reloadOnConflict={reload}
    >
      {(form) => (
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 440 } }}>
          <Stack direction="row" spacing={2}>
            <FormSelectField
              control={form.control}
              name="meal"
              label={t('mealDialog.meal')}
              options={MEAL_TYPES.map((m) => ({ value: m, label: slotLabel(t, m) }))}
            />
            <FormTextField
              control={form.control}
              name="position"
              label={t('mealDialog.position')}
              type="number"
              inputMode="numeric"
            />
          </Stack>
          <Controller
            control={form.control}
            name="recipe_id"
            render={({ field, fieldState }) => (
              <RecipeAutocomplete
                inputRef={field.ref}
                value={picked ?? (field.value === initial?.recipe_id ? initial : null)}
                error={fieldState.error?.message}
                onChange={(recipe) => {
                  setPicked(recipe);
                  field.onChange(recipe?.recipe_id ?? null);
                  // The printed name starts as the recipe's client-facing name; staff may change it.
                  if (recipe && !form.getValues('snapshot_name')) {
                    form.setValue('snapshot_name', recipe.client_facing_name || recipe.name);
                  }
                }}
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="snapshot_name"
            label={t('mealDialog.snapshotName')}
            hint={t('mealDialog.snapshotHint')}
          />
          {/* One date a row: the order messages are long, and each must sit under its own date. */}
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="production_date"
              label={t('mealDialog.productionDate')}
              type="date"
            />
            <FormTextField control={form.control} name="bb_date" label={t('mealDialog.bbDate')} type="date" />
            <FormTextField
              control={form.control}
              name="expiry_date"
              label={t('mealDialog.expiryDate')}
              type="date"
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="public_html"
            label={t('mealDialog.publicHtml')}
            multiline
            minRows={2}
            hint={t('day.htmlHint')}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
