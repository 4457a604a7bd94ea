import { useContext } from 'react';
import TextField from '@mui/material/TextField';
import { CustomerPickerContext, type CustomerPickerProps } from './customer-picker-context.ts';

/** The customer autocomplete app/ provides; without one, the chosen customer shows read-only. */
export function CustomerPicker(props: CustomerPickerProps) {
  const renderPicker = useContext(CustomerPickerContext);
  if (renderPicker) return renderPicker(props);
  return (
    <TextField
      fullWidth
      label={props.label}
      value={props.value?.name ?? ''}
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
