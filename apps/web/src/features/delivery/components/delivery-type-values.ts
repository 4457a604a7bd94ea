import type { DeliveryType } from '@brigade/domain/schemas/delivery';

/** The courier columns of a delivery type (the domain's courierColumnNumbers, as literal types). */
export const courierColumns = [1, 2, 3, 4, 5] as const;
type Column = (typeof courierColumns)[number];
type ColumnField = `courier_${Column}` | `courier_${Column}_from` | `courier_${Column}_to`;

/** A delivery type's form: its name, and per courier column a courier id and times ('' for none). */
export type DeliveryTypeFormValues = { name: string; version?: number } & Record<ColumnField, string>;

/** The form's values of a delivery type (a new one when undefined). */
export function deliveryTypeFormValues(type: DeliveryType | undefined): DeliveryTypeFormValues {
  // Every column field is set here; fromEntries cannot say so in its type.
  const columns = Object.fromEntries(
    courierColumns.flatMap((n) => [
      [`courier_${n}`, type?.[`courier_${n}`] ? String(type[`courier_${n}`]) : ''],
      [`courier_${n}_from`, type?.[`courier_${n}_from`] ?? ''],
      [`courier_${n}_to`, type?.[`courier_${n}_to`] ?? ''],
    ]),
  ) as Record<ColumnField, string>;
  return { name: type?.name ?? '', ...columns, ...(type ? { version: type.version } : {}) };
}
