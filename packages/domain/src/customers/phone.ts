/**
 * Phone display: with a country code '+cc number'; without one, a leading 0 (ADR 023).
 * Choices: the country code may come as 41, '41', '+41' or '0041'; with a country code the number's own
 * trunk 0 is dropped ('+41 791234567', not '+41 0791234567'); without one a 0 is added only when the
 * number does not start with one already. A blank number gives ''.
 */
export function formatPhone(
  phoneCc: number | string | null | undefined,
  phoneNumber: string | null | undefined,
): string {
  const number = (phoneNumber ?? '').trim();
  if (!number) return '';
  const cc = String(phoneCc ?? '')
    .trim()
    .replace(/^(\+|00)/, '');
  if (/^[1-9]\d{0,3}$/.test(cc)) return `+${cc} ${number.replace(/^0(?=\d)/, '')}`;
  return number.startsWith('0') ? number : `0${number}`;
}
