import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { translateMessage } from '../../../lib/i18n.ts';

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

const helper = (message: string | undefined, hint?: ReactNode) =>
  message ? translateMessage(message) : hint;

export function SwitchInput<T extends FieldValues>({ control, name, label }: Base<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
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
          renderValue={(values, getItemProps) =>
            values.map((option, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={label}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={helper(fieldState.error?.message, hint)}
            />
          )}
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
            values.map((option, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" color={color} label={option.label} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={label}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={helper(fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
