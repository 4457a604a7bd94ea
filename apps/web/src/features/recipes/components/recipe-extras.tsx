import { Controller, useFieldArray, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { AddEntryButton, RemoveEntryButton } from './list-buttons.tsx';
import type { RecipeFormValues } from './recipe-values.ts';

/** The kitchen's checklist: items to tick, in order. */
export function RecipeChecklist({ control }: { control: Control<RecipeFormValues> }) {
  const { t } = useTranslation('recipes');
  const items = useFieldArray({ control, name: 'checklist' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {items.fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Controller
            control={control}
            name={`checklist.${index}.done`}
            render={({ field: done }) => (
              <Checkbox
                checked={done.value}
                onChange={(event) => done.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('checklist.done', { n: index + 1 }) } }}
              />
            )}
          />
          <Controller
            control={control}
            name={`checklist.${index}.text`}
            render={({ field: text, fieldState }) => (
              <TextField
                {...text}
                size="small"
                fullWidth
                label={t('checklist.item', { n: index + 1 })}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined
                }
              />
            )}
          />
          <RemoveEntryButton
            label={t('checklist.remove', { n: index + 1 })}
            onClick={() => items.remove(index)}
          />
        </Box>
      ))}
      <Box>
        <AddEntryButton label={t('checklist.add')} onClick={() => items.append({ text: '', done: false })} />
      </Box>
    </Box>
  );
}

/** Public HTML blocks (a header and its HTML text) for the customer-facing pages. */
export function RecipePublicHtml({ control }: { control: Control<RecipeFormValues> }) {
  const { t } = useTranslation('recipes');
  const blocks = useFieldArray({ control, name: 'public_html' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {blocks.fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr auto' } }}
        >
          <Controller
            control={control}
            name={`public_html.${index}.header`}
            render={({ field: header }) => (
              <TextField {...header} size="small" label={t('publicHtml.header', { n: index + 1 })} />
            )}
          />
          <Controller
            control={control}
            name={`public_html.${index}.html`}
            render={({ field: html }) => (
              <TextField
                {...html}
                size="small"
                multiline
                minRows={2}
                label={t('publicHtml.html', { n: index + 1 })}
              />
            )}
          />
          <RemoveEntryButton
            label={t('publicHtml.remove', { n: index + 1 })}
            onClick={() => blocks.remove(index)}
            top
          />
        </Box>
      ))}
      <Box>
        <AddEntryButton label={t('publicHtml.add')} onClick={() => blocks.append({ header: '', html: '' })} />
      </Box>
    </Box>
  );
}
