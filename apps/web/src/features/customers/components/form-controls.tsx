import type { Ref } from 'react';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import Autocomplete, {
  type AutocompleteRenderInputParams,
  type AutocompleteRenderValueGetItemProps,
} from '@mui/material/Autocomplete';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { translateMessage } from '../../../lib/i18n.ts';

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/** The chosen values as small chips. */
function chips(
  labels: string[],
  getItemProps: AutocompleteRenderValueGetItemProps<true>,
  color?: ChipProps['color'],
) {
  return labels.map((label, index) => {
    const { key, ...props } = getItemProps({ index });
    return <Chip key={key} size="small" color={color} label={label} {...props} />;
  });
}

/** The text box of a chips input: the field's error (translated) under it, else the hint. */
function chipsTextField(
  label: string,
  ref: Ref<HTMLInputElement>,
  error: FieldError | undefined,
  hint?: string,
) {
  return (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      size="small"
      label={label}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ? translateMessage(error.message) : hint}
    />
  );
}

/** Free names as chips (other allergens, other warnings, dislikes): type and press Enter. */
export function ChipsInput<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: Base<T> & { hint: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_event, next) =>
            field.onChange(
              next
                .map((v) => v.trim())
                .filter(
                  (v, i, all) => v !== '' && all.findIndex((x) => x.toLowerCase() === v.toLowerCase()) === i,
                ),
            )
          }
          renderValue={(values, getItemProps) => chips(values, getItemProps)}
          renderInput={chipsTextField(label, field.ref, fieldState.error, hint)}
        />
      )}
    />
  );
}

/** Several allergens of the list (ids), named in the user's language. */
export function AllergenInput<T extends FieldValues>({
  control,
  name,
  label,
  options,
  color,
}: Base<T> & { options: readonly { id: number; label: string }[]; color: 'error' | 'warning' }) {
  const byId = new Map(options.map((o) => [o.id, o]));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<{ id: number; label: string }, true>
          multiple
          options={options}
          value={((field.value as number[] | undefined) ?? []).map(
            (id) => byId.get(id) ?? { id, label: `#${id}` },
          )}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.label}
          onChange={(_event, next) => field.onChange(next.map((o) => o.id))}
          renderValue={(values, getItemProps) =>
            chips(
              values.map((o) => o.label),
              getItemProps,
              color,
            )
          }
          renderInput={chipsTextField(label, field.ref, fieldState.error)}
        />
      )}
    />
  );
}
