import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';
import type { IngredientFormValues } from './ingredient-values.ts';
import { FormSection } from '../../../components/form-section.tsx';

type Amount = { name: keyof IngredientFormValues & string; label: string; unit: string };

const nutrients: Amount[] = [
  { name: 'energy_kcal', label: 'field.energy', unit: 'unit.kcal' },
  { name: 'fat_g', label: 'field.fat', unit: 'unit.g' },
  { name: 'saturated_fat_g', label: 'field.saturatedFat', unit: 'unit.g' },
  { name: 'carbohydrates_g', label: 'field.carbohydrates', unit: 'unit.g' },
  { name: 'sugars_g', label: 'field.sugars', unit: 'unit.g' },
  { name: 'fibre_g', label: 'field.fibre', unit: 'unit.g' },
  { name: 'protein_g', label: 'field.protein', unit: 'unit.g' },
  { name: 'sodium_mg', label: 'field.sodium', unit: 'unit.mg' },
];

const conversion: Amount[] = [
  { name: 'density_g_per_ml', label: 'field.density', unit: 'unit.gPerMl' },
  { name: 'grams_per_piece', label: 'field.gramsPerPiece', unit: 'unit.gPerPiece' },
];

function Amounts({ control, fields }: { control: Control<IngredientFormValues>; fields: Amount[] }) {
  const { t } = useTranslation('ingredients');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {fields.map((f) => (
        <FormTextField
          key={f.name}
          control={control}
          name={f.name}
          label={`${t(f.label)} (${t(f.unit)})`}
          inputMode="decimal"
        />
      ))}
    </Box>
  );
}

/**
 * Nutrients per 100 g (empty = unknown) and the unit conversion (density, piece weight). `lookup` is the
 * recipe-data service's "Look up nutrients" action, when the page offers it.
 */
export function NutrientsSection({
  control,
  lookup,
}: {
  control: Control<IngredientFormValues>;
  lookup?: ReactNode;
}) {
  const { t } = useTranslation('ingredients');
  return (
    <>
      <FormSection
        variant="plain"
        title={t('section.nutrients')}
        hint={t('section.nutrientsHint')}
        action={lookup}
      >
        <Amounts control={control} fields={nutrients} />
      </FormSection>
      <FormSection variant="plain" title={t('section.conversion')} hint={t('section.conversionHint')}>
        <Amounts control={control} fields={conversion} />
      </FormSection>
    </>
  );
}
