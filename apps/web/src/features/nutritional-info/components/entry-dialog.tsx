import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  upsertNutritionalInfoRequest,
  type NutritionalInfoItem,
} from '@brigade/domain/schemas/nutritional-info';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { nutritionalInfoQueryOptions } from '../api/get-nutritional-info.ts';
import { useUpsertNutritionalInfo } from '../api/upsert-nutritional-info.ts';
import { RecipeAutocomplete, type RecipeOption } from './recipe-autocomplete.tsx';

interface EntryDialogProps {
  /** Null: a new entry. */
  entry: NutritionalInfoItem | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (saved: NutritionalInfoItem) => void;
}

const valuesOf = (entry: NutritionalInfoItem | null) => ({
  nutritional_info_id: entry?.nutritional_info_id,
  name: entry?.name ?? '',
  recipe_id: entry?.recipe_id ?? null,
  version: entry?.version,
});

/**
 * A new entry analyses the chosen recipe on the server. An edit keeps the stored figures unless another recipe
 * is chosen (then that recipe is analysed); 'Recompute' on the page analyses the same recipe again.
 */
export function EntryDialog({ entry, open, onClose, onSaved }: EntryDialogProps) {
  const { t } = useTranslation('nutritional-info');
  const upsert = useUpsertNutritionalInfo();
  const queryClient = useQueryClient();
  const initial: RecipeOption | null =
    entry?.recipe_id && entry.recipe_name ? { recipe_id: entry.recipe_id, name: entry.recipe_name } : null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={entry ? t('dialog.editTitle', { name: entry.name }) : t('dialog.addTitle')}
      schema={upsertNutritionalInfoRequest}
      defaultValues={valuesOf(entry)}
      onSubmit={async (values) => {
        const keep = entry && values.recipe_id === entry.recipe_id;
        const saved = await upsert.mutateAsync(keep ? { ...values, analysis: entry.analysis } : values);
        notify(t('dialog.saved', { name: saved.name }), 'success');
        onSaved?.(saved);
      }}
      reloadOnConflict={
        entry
          ? async () =>
              valuesOf(
                await queryClient.fetchQuery({
                  ...nutritionalInfoQueryOptions(entry.nutritional_info_id),
                  staleTime: 0,
                }),
              )
          : undefined
      }
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
          <FormTextField control={control} name="name" label={t('field.name')} required autoFocus />
          <Controller
            control={control}
            name="recipe_id"
            render={({ field, fieldState }) => (
              <RecipeField
                label={t('field.recipe')}
                initial={initial}
                id={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

interface RecipeFieldProps {
  label: string;
  initial: RecipeOption | null;
  id: number | null;
  onChange: (id: number | null) => void;
  error: string | undefined;
}

/** The form keeps the recipe id; the name of the recipe picked is kept here to show it. */
function RecipeField({ label, initial, id, onChange, error }: RecipeFieldProps) {
  const [picked, setPicked] = useState(initial);
  const value = id === null ? null : picked?.recipe_id === id ? picked : { recipe_id: id, name: `#${id}` };
  return (
    <RecipeAutocomplete
      label={label}
      value={value}
      onChange={(next) => {
        setPicked(next);
        onChange(next?.recipe_id ?? null);
      }}
      error={error ? translateMessage(error) : undefined}
    />
  );
}
