import { Controller, useFieldArray, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { AddEntryButton, RemoveEntryButton } from './list-buttons.tsx';
import { newKey, type RecipeFormValues } from './recipe-values.ts';

/** A recipe's layers (base, sauce, topping): lines of a removed layer are left without one. */
export function RecipeLayers({ control }: { control: Control<RecipeFormValues> }) {
  const { t } = useTranslation('recipes');
  const layers = useFieldArray({ control, name: 'layers', keyName: 'fieldKey' });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      {layers.fields.map((field, index) => (
        <Box key={field.fieldKey} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`layers.${index}.name`}
            render={({ field: name, fieldState }) => (
              <TextField
                {...name}
                size="small"
                label={t('layer.name', { n: index + 1 })}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined
                }
                sx={{ width: 180 }}
              />
            )}
          />
          <RemoveEntryButton
            label={t('layer.remove', { n: index + 1 })}
            onClick={() => layers.remove(index)}
          />
        </Box>
      ))}
      <AddEntryButton
        label={t('layer.add')}
        onClick={() => layers.append({ recipe_layer_id: null, key: newKey('layer'), name: '' })}
      />
    </Box>
  );
}
