import type { FieldPath, FieldPathValue, UseFormReturn } from 'react-hook-form';
import { DEFAULT_WEEKDAYS } from '@brigade/domain/orders/order-rules';
import type { MealType, ProgrammeType } from '@brigade/domain/programmes/meal-types';
import { orderEditBody } from '@brigade/domain/orders/order-edit';
import type { Order } from '@brigade/domain/schemas/orders';
import { translateMessage } from '../../../lib/i18n.ts';

/** The order dialog's form: the fields of the create and update requests (version and cancelled when editing). */
export interface OrderFormValues {
  customer_id?: number;
  type: ProgrammeType;
  is_flex: boolean;
  day_trial: boolean;
  discount_meals: MealType[] | null;
  start_week: string;
  end_week: string | null;
  is_subscription: boolean;
  weekdays: number[];
  delivery_type_id: number | null;
  use_billing: boolean;
  pick_up: boolean;
  pick_up_point_id: number | null;
  billing_address_id: number | null;
  delivery_address_id: number | null;
  delivery_instructions: string;
  /** The discount code for every week (as typed; the server reads it in capitals); null: none. */
  discount_code: string | null;
  cancelled?: boolean;
  version?: number;
}

export type OrderForm = UseFormReturn<OrderFormValues>;

/** A new order: LEAN on the default weekdays from `startWeek`, delivered to the billing address. */
export function newOrderValues(customerId: number | undefined, startWeek: string): OrderFormValues {
  return {
    customer_id: customerId,
    type: 'LEAN',
    is_flex: false,
    day_trial: false,
    discount_meals: null,
    start_week: startWeek,
    end_week: null,
    is_subscription: false,
    weekdays: [...DEFAULT_WEEKDAYS],
    delivery_type_id: null,
    use_billing: true,
    pick_up: false,
    pick_up_point_id: null,
    billing_address_id: null,
    delivery_address_id: null,
    delivery_instructions: '',
    discount_code: null,
  };
}

/** A stored order's values: the whole edit the dialog sends (an order of its start week alone: no end week). */
export const editOrderValues = (order: Order): OrderFormValues => orderEditBody(order);

/** Sets a field as the user changed it; after a first submit the form checks it again at once. */
export function fieldSetter(form: OrderForm) {
  return <K extends FieldPath<OrderFormValues>>(name: K, value: FieldPathValue<OrderFormValues, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}

/** A field's error (a catalogue message), translated. */
export const errorText = (message: string | undefined) => (message ? translateMessage(message) : undefined);
