import type { IsoDate } from '../calendar/iso-date.ts';
import { accountingContactParams, type AccountingContactParams } from '../customers/contact.ts';

/** A customer's phone country code when none is stored (spec §3: phone_cc defaults to 41). */
export const DEFAULT_PHONE_CC = '41';

/** What the accounting contact is made from: the customer and the address invoices go to. */
export interface AccountingCustomer {
  readonly customer_id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly name?: string;
  readonly email: string | null;
  readonly phone_cc: string | number | null;
  readonly phone_number: string | null;
  readonly dob: string | null;
  readonly address: { readonly street: string; readonly postcode: string; readonly city: string } | null;
}

/**
 * The accounting-creation parameters of a customer (spec §3): last name, first name, the address's first
 * line, city, postcode, e-mail, the fixed phone with its +country code (+41 when none is stored), the birthday
 * as YYYY-MM-DD only when it is a valid date not after `today`, and a remark naming the Brigade customer so the
 * contact can be traced back. A customer without a last name is filed under their whole name (the service
 * needs name_1).
 */
export function accountingContactOf(customer: AccountingCustomer, today?: IsoDate): AccountingContactParams {
  const cc = String(customer.phone_cc ?? '').trim();
  const params = accountingContactParams(
    {
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      phone_cc: cc === '' ? DEFAULT_PHONE_CC : cc,
      phone_number: customer.phone_number,
      dob: customer.dob,
      remark: `Brigade customer ${customer.customer_id}`,
      street: customer.address?.street ?? null,
      postcode: customer.address?.postcode ?? null,
      city: customer.address?.city ?? null,
    },
    today,
  );
  if (params.name_1 !== '') return params;
  const whole = (customer.name ?? '').trim() || params.name_2 || `Customer ${customer.customer_id}`;
  return { ...params, name_1: whole, name_2: whole === params.name_2 ? '' : params.name_2 };
}
