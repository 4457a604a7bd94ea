import { Controller, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { AllergenChipItems } from '../../../components/allergen-chips.tsx';
import { useAllergenOptions } from '../../../lib/options/allergen-options.ts';
import type { RecipeFormValues } from './recipe-values.ts';

type Option = { id: number; label: string };

/** The saved recipe's allergens as chips ("may contain" outlined), with a warning for unreviewed ingredients. */
export function AllergenChips({ recipe }: { recipe: Pick<RecipeDetail, 'allergens' | 'needs_review'> }) {
  const { t } = useTranslation('recipes');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Stack
        direction="row"
        role="list"
        aria-label={t('allergens.derived')}
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
      >
        {recipe.allergens.length === 0 ? (
          <Typography color="text.secondary">{t('allergens.none')}</Typography>
        ) : (
          <AllergenChipItems
            allergens={recipe.allergens}
            color="error"
            label={(a, name) =>
              `${a.may_contain ? t('allergens.mayContain', { name }) : name}${a.source === 'manual' ? ` (${t('allergens.manualMark')})` : ''}`
            }
          />
        )}
      </Stack>
      {recipe.needs_review.length > 0 ? (
        <Alert severity="warning">
          {t('allergens.needsReview', { names: recipe.needs_review.join(', ') })}
        </Alert>
      ) : null}
    </Box>
  );
}

/** Allergens set on the recipe by hand, on top of those its ingredients carry. */
export function ManualAllergenPicker({ control }: { control: Control<RecipeFormValues> }) {
  const { t, i18n } = useTranslation('recipes');
  const allergens = useAllergenOptions();
  const options: Option[] = (allergens.data?.items ?? []).map((a) => ({
    id: a.allergen_id,
    label: i18n.language === 'de' ? a.name_de || a.name : a.name,
  }));
  const byId = new Map(options.map((o) => [o.id, o]));
  return (
    <Controller
      control={control}
      name="manual_allergen_ids"
      render={({ field }) => (
        <Autocomplete<Option, true>
          multiple
          options={options}
          value={field.value.map((id) => byId.get(id) ?? { id, label: `#${String(id)}` })}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.label}
          onChange={(_event, next) => field.onChange(next.map((o) => o.id))}
          renderValue={(values, getItemProps) =>
            values.map((option, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" color="error" label={option.label} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} size="small" label={t('allergens.manual')} inputRef={field.ref} />
          )}
        />
      )}
    />
  );
}
