import type { HTMLInputTypeAttribute } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { translateMessage } from '../lib/i18n.ts';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}

interface FormTextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** Shown under the field while it has no error. */
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
}

/** A text field bound to the form; its error (a catalogue message) shows translated under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type,
  autoComplete,
  autoFocus,
  required,
  multiline,
  minRows,
  hint,
  inputMode,
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      // The ref goes to the input itself, so a failed submit focuses (and scrolls to) the first invalid field.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          value={field.value ?? ''}
          label={label}
          type={type}
          required={required}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          multiline={multiline}
          minRows={minRows}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : hint}
          slotProps={{
            inputLabel: type === 'date' ? { shrink: true } : undefined,
            htmlInput: inputMode ? { inputMode } : undefined,
          }}
        />
      )}
    />
  );
}

interface FormSelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly { value: string | number; label: string }[];
}

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  autoFocus,
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          value={field.value ?? ''}
          select
          label={label}
          autoFocus={autoFocus}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
