import { Controller, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ALLERGEN_KINDS, type AllergenKind } from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAllergenOptions } from '../../../lib/options/allergen-options.ts';
import { withAllergenKind, type IngredientFormValues } from './ingredient-values.ts';
import { FormSection } from '../../../components/form-section.tsx';

/** Each allergen of the list as contains / may contain / none, and the 'reviewed' switch (ADR 009). */
export function AllergensSection({ control }: { control: Control<IngredientFormValues> }) {
  const { t, i18n } = useTranslation('ingredients');
  const options = useAllergenOptions();
  const de = i18n.language === 'de';
  return (
    <FormSection variant="plain" title={t('section.allergens')} hint={t('section.allergensHint')}>
      <Controller
        control={control}
        name="allergens"
        render={({ field, fieldState }) => (
          <>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 1 }}>
              {(options.data?.items ?? []).map((a) => {
                const name = de && a.name_de ? a.name_de : a.name;
                const kind = field.value.find((v) => v.allergen_id === a.allergen_id)?.kind ?? null;
                return (
                  <Box key={a.allergen_id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ flex: 1, minWidth: 0 }} noWrap title={name}>
                      {name}
                    </Typography>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      aria-label={name}
                      value={kind}
                      onChange={(_event, next: AllergenKind | null) =>
                        field.onChange(withAllergenKind(field.value, a.allergen_id, next))
                      }
                    >
                      {ALLERGEN_KINDS.map((k) => (
                        <ToggleButton
                          key={k}
                          value={k}
                          color={k === 'CONTAINS' ? 'error' : 'warning'}
                          sx={{ textTransform: 'none', py: 0.25 }}
                        >
                          {t(`kind.${k}`)}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  </Box>
                );
              })}
            </Box>
            {fieldState.error?.message ? (
              <Alert severity="error">{translateMessage(fieldState.error.message)}</Alert>
            ) : null}
          </>
        )}
      />
      <Controller
        control={control}
        name="allergens_reviewed"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={t('field.reviewed')}
          />
        )}
      />
    </FormSection>
  );
}
