import { useId } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { useAllergenName } from '../../../lib/allergen-name.ts';
import type { IngredientFormValues } from './ingredient-values.ts';

interface Props {
  field: ControllerRenderProps<IngredientFormValues, 'allergens_reviewed'>;
  /** The allergens still UNKNOWN. */
  unknown: readonly Allergen[];
}

/**
 * "Allergens reviewed" (ADR 054): it can be switched on only when no allergen is unknown; the helper names
 * the ones left. Switching off stays possible (an ingredient saved as reviewed before the catalogue grew).
 */
export function ReviewedSwitch({ field, unknown }: Props) {
  const { t } = useTranslation('ingredients');
  const nameOf = useAllergenName();
  const helperId = useId();
  const blocked = unknown.length > 0;
  return (
    <>
      <FormControlLabel
        disabled={blocked && !field.value}
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            slotProps={{
              input: { ref: field.ref, ...(blocked ? { 'aria-describedby': helperId } : {}) },
            }}
          />
        }
        label={t('field.reviewed')}
      />
      {blocked ? (
        <FormHelperText id={helperId} sx={{ mt: 0 }}>
          {t('declarations.stillUnknown', { list: unknown.map(nameOf).join(', ') })}
        </FormHelperText>
      ) : null}
    </>
  );
}
