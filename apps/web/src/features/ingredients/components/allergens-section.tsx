import { useController, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { IngredientDeclaration } from '@brigade/domain/schemas/ingredient-declarations';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAllergenOptions } from '../../../lib/options/allergen-options.ts';
import { FormSection } from '../../../components/form-section.tsx';
import { AllergenSuggestions } from './allergen-suggestions.tsx';
import { DeclarationsGrid } from './declarations-grid.tsx';
import { declarationOf, withOthersFree, type IngredientFormValues } from './ingredient-values.ts';
import { ReviewedSwitch } from './reviewed-switch.tsx';
import { useAllergenSuggestions } from './use-allergen-suggestions.ts';

interface Props {
  control: Control<IngredientFormValues>;
  /** The saved declarations (an existing ingredient), for who declared each allergen and when. */
  declarations?: readonly IngredientDeclaration[] | undefined;
}

/**
 * Every allergen of the catalogue declared contains / may contain / free / unknown, what the names suggest,
 * and the 'reviewed' switch (ADR 054): it needs each of the EU-14 (the allergens with a code) declared, and
 * making one of them unknown switches it off. The kitchen's own allergens may stay unknown.
 */
export function AllergensSection({ control, declarations }: Props) {
  const { t } = useTranslation('ingredients');
  const allergens = useAllergenOptions().data?.items ?? [];
  const { field, fieldState } = useController({ control, name: 'allergens' });
  const reviewed = useController({ control, name: 'allergens_reviewed' });
  const suggestions = useAllergenSuggestions(control, allergens, field.value);
  const unknown = allergens.filter((a) => declarationOf(field.value, a.allergen_id) === 'UNKNOWN');
  const regulatedUnknown = unknown.filter((a) => a.code !== null);
  const declare = (next: IngredientFormValues['allergens']) => {
    field.onChange(next);
    const anyUnknown = allergens.some(
      (a) => a.code !== null && declarationOf(next, a.allergen_id) === 'UNKNOWN',
    );
    if (anyUnknown && reviewed.field.value) reviewed.field.onChange(false);
  };
  return (
    <FormSection
      variant="plain"
      title={t('section.allergens')}
      hint={t('section.allergensHint')}
      action={
        <Button
          size="small"
          disabled={unknown.length === 0}
          onClick={() =>
            declare(
              withOthersFree(
                field.value,
                unknown.map((a) => a.allergen_id),
              ),
            )
          }
        >
          {t('declarations.allOthersFree')}
        </Button>
      }
    >
      <AllergenSuggestions suggestions={suggestions} value={field.value} onChange={declare} />
      <DeclarationsGrid allergens={allergens} value={field.value} saved={declarations} onChange={declare} />
      {fieldState.error?.message ? (
        <Alert severity="error">{translateMessage(fieldState.error.message)}</Alert>
      ) : null}
      <ReviewedSwitch field={reviewed.field} unknown={regulatedUnknown} />
    </FormSection>
  );
}
