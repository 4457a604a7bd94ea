import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

/** A yes/no field bound to the form, with an explanation under it. */
export function FormSwitch<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  help?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                disabled={props.disabled}
              />
            }
            label={props.label}
          />
          {props.help ? <FormHelperText sx={{ mt: 0 }}>{props.help}</FormHelperText> : null}
        </>
      )}
    />
  );
}
