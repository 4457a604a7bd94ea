import { createContext, useContext, type ReactNode } from 'react';
import type { CustomerOption } from '@brigade/domain/schemas/customers';
import TextField from '@mui/material/TextField';

export interface CustomerPickerProps {
  value: CustomerOption | null;
  onChange: (value: CustomerOption | null) => void;
  label?: string;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * Features do not import each other: a feature that needs to pick a customer (orders, the week)
 * renders `CustomerPicker`, and app/ provides the customers feature's autocomplete through this context.
 */
export const CustomerPickerContext = createContext<((props: CustomerPickerProps) => ReactNode) | null>(null);

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
