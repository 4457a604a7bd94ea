import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { translateMessage } from '../lib/i18n.ts';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}

type BoundTextFieldProps<T extends FieldValues> = FieldProps<T> &
  Pick<
    TextFieldProps,
    'type' | 'required' | 'autoComplete' | 'multiline' | 'minRows' | 'maxRows' | 'select' | 'slotProps'
  > & {
    /** Shown under the field while it has no error. */
    hint?: string;
    children?: ReactNode;
  };

/** A TextField bound to the form; its error (a catalogue message) shows translated under it. */
function BoundTextField<T extends FieldValues>({ control, name, hint, ...props }: BoundTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      // The ref goes to the input itself, so a failed submit focuses (and scrolls to) the first invalid field.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          {...props}
          inputRef={ref}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : hint}
        />
      )}
    />
  );
}

interface FormTextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Shown under the field while it has no error. */
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
}

/** A text field bound to the form; a date or time keeps its label above (the browser shows a placeholder). */
export function FormTextField<T extends FieldValues>({ inputMode, ...props }: FormTextFieldProps<T>) {
  const shrink = props.type === 'date' || props.type === 'time' || props.type === 'datetime-local';
  return (
    <BoundTextField
      {...props}
      slotProps={{
        inputLabel: shrink ? { shrink: true } : undefined,
        htmlInput: inputMode ? { inputMode } : undefined,
      }}
    />
  );
}

/** A password bound to the form: the browser offers the saved one when it is the `current` one, else a new one. */
export function FormPasswordField<T extends FieldValues>({
  current,
  ...props
}: FieldProps<T> & { required?: boolean; current?: boolean }) {
  return (
    <FormTextField {...props} type="password" autoComplete={current ? 'current-password' : 'new-password'} />
  );
}

interface FormSelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly { value: string | number; label: string }[];
}

export function FormSelectField<T extends FieldValues>({ options, ...props }: FormSelectFieldProps<T>) {
  return (
    <BoundTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </BoundTextField>
  );
}
