import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { MAX_NOTES_LENGTH } from '@brigade/domain/schemas/production';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}

/**
 * A notes box with its character counter (at most 5000, ADR 031). Typing past the limit is allowed, so a
 * pasted text is not cut silently; the counter turns red and saving says why it is refused.
 */
export function NotesField<T extends FieldValues>({ control, name, label, autoFocus }: Props<T>) {
  const { t } = useTranslation('production');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const length = String(field.value ?? '').length;
        const over = length > MAX_NOTES_LENGTH;
        const count = t('notes.count', { count: length, max: MAX_NOTES_LENGTH });
        return (
          <TextField
            {...field}
            inputRef={ref}
            value={field.value ?? ''}
            label={label}
            autoFocus={autoFocus}
            multiline
            minRows={4}
            maxRows={14}
            fullWidth
            margin="dense"
            error={over || Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ? `${translateMessage(fieldState.error.message)} · ${count}` : count
            }
            slotProps={{ formHelperText: { sx: { textAlign: 'right' } } }}
          />
        );
      }}
    />
  );
}
