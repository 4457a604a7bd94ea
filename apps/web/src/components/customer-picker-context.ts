import { createContext, type ReactNode } from 'react';
import type { CustomerOption } from '@brigade/domain/schemas/customers';

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
 * renders `CustomerPicker`, and app/ provides the customers feature's autocomplete through this context (a file
 * of its own, without MUI, so the app's root does not pull MUI into the login screen).
 */
export const CustomerPickerContext = createContext<((props: CustomerPickerProps) => ReactNode) | null>(null);
