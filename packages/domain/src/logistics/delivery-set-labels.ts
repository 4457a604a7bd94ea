/** A delivery type has up to 5 courier columns, each with its own _from and _to times. */
export const MAX_COURIER_COLUMNS = 5;

export interface CourierColumn {
  /** The courier's label; null or blank for an unused column. */
  readonly label: string | null | undefined;
  readonly from?: string | null;
  readonly to?: string | null;
}

/** 'HH:MM' from 'HH:MM' or 'HH:MM:SS'; other text as given, trimmed. */
const shortTime = (time: string | null | undefined) => {
  const text = (time ?? '').trim();
  return /^\d{1,2}:\d{2}:\d{2}$/.test(text) ? text.slice(0, -3) : text;
};

/** A readable set label is the courier label, or 'label: from - to' (times only when both are set). */
export function courierColumnLabel(column: CourierColumn): string | null {
  const label = (column.label ?? '').trim();
  if (!label) return null;
  const [from, to] = [shortTime(column.from), shortTime(column.to)];
  return from && to ? `${label}: ${from} - ${to}` : label;
}

/**
 * A delivery type's readable set labels — one per used courier column (the first 5), distinct and sorted
 * (alphabetically, English collation).
 */
export function readableSetLabels(columns: readonly CourierColumn[]): string[] {
  const labels = columns
    .slice(0, MAX_COURIER_COLUMNS)
    .map(courierColumnLabel)
    .filter((l): l is string => l !== null);
  return [...new Set(labels)].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The courier columns of a delivery-type row with fields courier_{n}, courier_{n}_from, courier_{n}_to. */
export function courierColumnsOf(
  row: Readonly<Record<string, unknown>>,
  labelOf: (courier: unknown) => string | null | undefined,
): CourierColumn[] {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return Array.from({ length: MAX_COURIER_COLUMNS }, (_, i) => {
    const courier = row[`courier_${i + 1}`];
    const empty = courier === null || courier === undefined || courier === '';
    return {
      label: empty ? null : labelOf(courier),
      from: text(row[`courier_${i + 1}_from`]),
      to: text(row[`courier_${i + 1}_to`]),
    };
  });
}
