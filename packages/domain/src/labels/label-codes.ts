import { isIsoDate, type IsoDate } from '../calendar/iso-date.ts';

/*
 * What the packing table scans (ADR 068). A meal label's QR code is the public analysis page of its recipe with
 * the label's code in `?label=`: a customer who scans it reads the dish, the packer's scanner reads which order,
 * day and recipe it is. A package label's Code 128 barcode is the bag's code. A reset label is `RESET`.
 */

/** A meal label: the order, the delivery date and the recipe. */
export interface MealLabelCode {
  readonly orderId: number;
  readonly date: IsoDate;
  readonly recipeId: number;
}

/** A bag: the order, the delivery date and which of its bags (1 = its own, 2 = the additional bag beside it). */
export interface BagCode {
  readonly orderId: number;
  readonly date: IsoDate;
  readonly bagNo: 1 | 2;
}

/** What a reset label encodes: the packer starts a new bag. */
export const RESET_CODE = 'RESET';

const compact = (date: IsoDate) => date.replaceAll('-', '');
const isoOf = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

/** The path of a recipe's public analysis page (ADR 038). */
export const analysisPath = (recipeId: number) => `/recipes/analysis/${recipeId}-default`;

/** M{order}-{yyyymmdd}-{recipe}, e.g. M1042-20261130-12. */
export const mealLabelCode = (c: MealLabelCode) => `M${c.orderId}-${compact(c.date)}-${c.recipeId}`;

/** The URL in a meal label's QR code: `{origin}/recipes/analysis/{recipe}-default?label={code}`. */
export const mealLabelUrl = (origin: string, c: MealLabelCode) =>
  `${origin.replace(/\/+$/, '')}${analysisPath(c.recipeId)}?label=${mealLabelCode(c)}`;

/** B{order}-{yyyymmdd}-{bag}, e.g. B1042-20261130-1: Code 128 set B/C, what a USB scanner types. */
export const bagCode = (c: BagCode) => `B${c.orderId}-${compact(c.date)}-${c.bagNo}`;

const MEAL = /^M(\d{1,9})-(\d{8})-(\d{1,9})$/;
const BAG = /^B(\d{1,9})-(\d{8})-([12])$/;

/** A meal label's code from what was scanned: its QR's URL, or the code alone. Null when it is not one. */
export function parseMealLabel(scanned: string): MealLabelCode | null {
  const text = scanned.trim();
  let code = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      code = new URL(text).searchParams.get('label') ?? '';
    } catch {
      return null;
    }
  }
  const match = MEAL.exec(code);
  if (!match) return null;
  const date = isoOf(match[2]!);
  if (!isIsoDate(date)) return null;
  return { orderId: Number(match[1]), date, recipeId: Number(match[3]) };
}

/** A bag's code from what was scanned, or null. */
export function parseBagCode(scanned: string): BagCode | null {
  const match = BAG.exec(scanned.trim());
  if (!match) return null;
  const date = isoOf(match[2]!);
  if (!isIsoDate(date)) return null;
  return { orderId: Number(match[1]), date, bagNo: match[3] === '2' ? 2 : 1 };
}

/** initial.Surname as bag summaries and labels name a customer ('A.Muster'); one name alone when only one. */
export function shortCustomerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first) return last;
  if (!last) return first;
  return `${[...first][0]!.toUpperCase()}.${last}`;
}
