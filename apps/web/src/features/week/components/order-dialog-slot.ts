import type { ComponentType } from 'react';

/**
 * The orders feature's edit-order dialog, handed in by app/ (features do not import each other):
 * '+ Order' opens it for a new order, a row for that order.
 */
export type OrderDialogComponent = ComponentType<{
  open: boolean;
  orderId: number | null;
  initial?: { start_week?: string };
  onClose: () => void;
  onSaved?: (order: unknown) => void;
}>;
