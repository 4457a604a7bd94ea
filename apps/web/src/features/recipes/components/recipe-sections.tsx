import type { Control, UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { AllergenChips, ManualAllergenPicker } from './recipe-allergens.tsx';
import { RecipeChecklist, RecipePublicHtml } from './recipe-extras.tsx';
import { RecipeLayers } from './recipe-layers.tsx';
import { RecipeLines } from './recipe-lines.tsx';
import type { RecipeFormValues } from './recipe-values.ts';

interface RecipeSectionsProps {
  /** The saved recipe (its computed allergens), undefined while new. */
  recipe: RecipeDetail | undefined;
  control: Control<RecipeFormValues>;
  setValue: UseFormSetValue<RecipeFormValues>;
}

/** The recipe's sections after its core fields: layers, lines, allergens, notes, checklist, public HTML. */
export function RecipeSections({ recipe, control, setValue }: RecipeSectionsProps) {
  const { t } = useTranslation('recipes');
  return (
    <>
      <FormSection title={t('section.layers')}>
        <RecipeLayers control={control} />
      </FormSection>
      <FormSection title={t('section.lines')} hint={t('line.perPortion')}>
        <RecipeLines control={control} setValue={setValue} />
      </FormSection>
      <FormSection title={t('section.allergens')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {recipe ? (
            <AllergenChips recipe={recipe} />
          ) : (
            <Typography color="text.secondary">{t('allergens.afterSave')}</Typography>
          )}
          <ManualAllergenPicker control={control} />
        </Box>
      </FormSection>
      <FormSection title={t('section.notes')}>
        <FormTextField control={control} name="notes" label={t('field.notes')} multiline minRows={3} />
      </FormSection>
      <FormSection title={t('section.checklist')}>
        <RecipeChecklist control={control} />
      </FormSection>
      <FormSection title={t('section.publicHtml')}>
        <RecipePublicHtml control={control} />
      </FormSection>
    </>
  );
}
