import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

interface FormSwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** An explanation under the switch. */
  help?: string;
  disabled?: boolean;
}

/** A yes/no field bound to the form. */
export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  label,
  help,
  disabled,
}: FormSwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                disabled={disabled}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={label}
          />
          {help ? <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText> : null}
        </>
      )}
    />
  );
}
