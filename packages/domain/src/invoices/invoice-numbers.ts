/**
 * Invoice numbers and payment references (ADR 069). An invoice's number is `{year}-{seq}` with the sequence
 * five digits wide and gap-free per year (the server takes it in the invoice's own transaction). Its payment
 * reference is derived from the number, so a payment found on the bank statement names its invoice:
 *
 * - with a QR-IBAN, a QR reference (QRR): 26 digits `{year}{seq:9}` left-padded with zeros, then the modulo 10
 *   recursive check digit (27 digits), as the Swiss QR-bill requires for a QR-IBAN;
 * - with an ordinary IBAN, a creditor reference (SCOR, ISO 11649): `RF{check}{year}{seq}`.
 */

/** '2026-00042'. */
export function invoiceNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(5, '0')}`;
}

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The modulo 10 recursive check digit of a string of digits (Swiss payment references). */
export function mod10RecursiveCheckDigit(digits: string): number {
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** The 27-digit QR reference of an invoice. */
export function qrReference(year: number, seq: number): string {
  const body = `${year}${String(seq).padStart(9, '0')}`.padStart(26, '0');
  return `${body}${mod10RecursiveCheckDigit(body)}`;
}

/** ISO 7064 mod 97-10 of a reference's letters-as-numbers, computed in steps (no big integers needed). */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The ISO 11649 creditor reference of an invoice: 'RF' + two check digits + year and sequence. */
export function creditorReference(year: number, seq: number): string {
  const body = `${year}${String(seq).padStart(5, '0')}`;
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/**
 * A QR-IBAN has an institution id (positions 5–9) from 30000 to 31999; its payments need a QR reference.
 * @public
 */
export function isQrIban(iban: string): boolean {
  const id = Number(iban.replace(/\s/g, '').slice(4, 9));
  return id >= 30000 && id <= 31999;
}

/** The payment reference of an invoice paid to `iban`. */
export function paymentReference(iban: string, year: number, seq: number): string {
  return isQrIban(iban) ? qrReference(year, seq) : creditorReference(year, seq);
}
