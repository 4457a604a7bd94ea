import type { LabelLanguage } from '@brigade/domain/labels/label-texts';

/** Splits labels into printed sheets of `perSheet` (9 meal labels per A4 landscape, 4 A6 per A4). */
export function sheetsOf<T>(labels: readonly T[], perSheet: number): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < labels.length; i += perSheet) sheets.push(labels.slice(i, i + perSheet));
  return sheets;
}

/** 'de' for a German label, else 'en': labels are printed in the business's two languages. */
export const labelLanguageOf = (value: string | null | undefined): LabelLanguage =>
  value === 'de' ? 'de' : 'en';
