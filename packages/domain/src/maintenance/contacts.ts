import { z } from 'zod';
import { splitPhone } from '../shop/map-shop-order.ts';
import { shopOrderPayload } from '../shop/shop-order.ts';
import { customerLabel, fieldChanges, fixOf, type Fix } from './fixes.ts';

/** A customer's contact, with the payload of their newest imported shop order (null: none). */
export interface CustomerContact {
  readonly customerId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneCc: string;
  readonly phoneNumber: string;
  readonly shopOrder: unknown;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();
const isEmail = (value: string) => z.email().safeParse(value).success;

/** The e-mail and phone a shop order gives, read as the import reads them (`mapShopOrder`). */
function orderContact(payload: unknown): { email: string; phone: string } {
  const parsed = shopOrderPayload.safeParse(payload);
  if (!parsed.success) return { email: '', phone: '' };
  const order = parsed.data;
  const email = (clean(order.email) || clean(order.customer?.email)).toLowerCase();
  const phone =
    clean(order.phone) || clean(order.customer?.phone) || clean(order.shipping_address?.phone) || '';
  return { email: isEmail(email) ? email : '', phone };
}

/**
 * `sync-customers`: an empty e-mail or phone number is filled from the customer's newest imported shop order
 * (its e-mail or its customer's; its phone, its customer's or its shipping address's, split into country code
 * and number). A field that is not empty is never overwritten; an e-mail in capitals or with spaces around it
 * is lower-cased and trimmed.
 */
export function contactFixes<T extends CustomerContact>(rows: readonly T[]): Fix<T>[] {
  return rows.flatMap((row) => {
    const order = row.shopOrder == null ? { email: '', phone: '' } : orderContact(row.shopOrder);
    const tidied = row.email.trim().toLowerCase();
    const email = tidied || order.email;
    const phone = row.phoneNumber.trim() === '' && order.phone !== '' ? splitPhone(order.phone) : undefined;
    const fixed: T =
      phone && phone.phone_number !== ''
        ? { ...row, email, phoneCc: phone.phone_cc, phoneNumber: phone.phone_number }
        : { ...row, email };
    const subject = { entity: 'customer' as const, id: row.customerId, label: customerLabel(row) };
    return fixOf(
      fixed,
      fieldChanges(subject, [
        ['email', row.email, fixed.email],
        ['phone_cc', row.phoneCc, fixed.phoneCc],
        ['phone_number', row.phoneNumber, fixed.phoneNumber],
      ]),
    );
  });
}
