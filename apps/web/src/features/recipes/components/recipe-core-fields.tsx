import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { QUANTITY_UNITS } from '@brigade/domain/nutrition/unit-conversion';
import { MEAL_TYPES, RECIPE_FLAG_OF_MEAL_TYPE } from '@brigade/domain/programmes/meal-types';
import type { RecipeMealFlag } from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import type { RecipeFormValues } from './recipe-values.ts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

/** Name, client-facing name, A-Life label, the eight meal-type flags, portion and error margin, directions. */
export function RecipeCoreFields({ control }: { control: Control<RecipeFormValues> }) {
  const { t } = useTranslation('recipes');
  return (
    <>
      <FormSection title={t('section.core')}>
        <Box sx={grid}>
          <FormTextField control={control} name="name" label={t('field.name')} required />
          <FormTextField control={control} name="client_facing_name" label={t('field.clientFacingName')} />
          <FormTextField control={control} name="a_life_label" label={t('field.aLifeLabel')} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 120px 1fr' }}>
            <FormTextField
              control={control}
              name="portion_quantity"
              label={t('field.portionQuantity')}
              inputMode="decimal"
            />
            <FormSelectField
              control={control}
              name="portion_unit"
              label={t('field.portionUnit')}
              options={QUANTITY_UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
            />
            <FormTextField
              control={control}
              name="error_margin"
              label={t('field.errorMargin')}
              inputMode="decimal"
              hint={t('field.errorMarginHint')}
            />
          </Box>
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('field.mealTypes')}
        </Typography>
        <FormGroup row aria-label={t('field.mealTypes')}>
          {MEAL_TYPES.map((meal) => (
            <Controller
              key={meal}
              control={control}
              name={RECIPE_FLAG_OF_MEAL_TYPE[meal] as RecipeMealFlag}
              render={({ field }) => (
                <FormControlLabel
                  label={t(`meal.${meal}`)}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
        <Box sx={{ mt: 2 }}>
          <FormTextField
            control={control}
            name="directions"
            label={t('field.directions')}
            multiline
            minRows={3}
          />
        </Box>
      </FormSection>
    </>
  );
}
