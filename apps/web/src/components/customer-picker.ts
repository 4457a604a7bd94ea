import type { ComponentType } from 'react';

/** A customer as a customer search gives one (the customers feature's autocomplete option). */
export interface PickedCustomer {
  customer_id: number;
  name: string;
  email: string;
}

/**
 * A customer search handed to a feature by the app (features do not import each other): the special
 * programme and group screens get the customers feature's autocomplete through this.
 */
export type CustomerPicker = ComponentType<{
  value: PickedCustomer | null;
  onChange: (value: PickedCustomer | null) => void;
  label?: string;
  disabled?: boolean;
}>;
