/**
 * A reset label is stuck over an old label on a reusable bag or box so it can go out again. They are printed
 * on A4 label sheets of 3 × 8 = 24 labels, 70 × 37 mm each, without gaps.
 */
export const COLUMNS = 3;
export const ROWS = 8;
export const LABELS_PER_SHEET = COLUMNS * ROWS;
export const LABEL_HEIGHT_MM = 37;
export const MAX_SHEETS = 20;

/** The number of sheets asked for, when it is a whole number from 1 to MAX_SHEETS; else null. */
export function sheetCount(input: string): number | null {
  const value = Number(input);
  return input.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_SHEETS ? value : null;
}
