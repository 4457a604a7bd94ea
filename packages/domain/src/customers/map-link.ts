/** The old app's text, word for word, shown instead of a map link when coordinates are missing. */
export const NO_COORDINATES_MESSAGE = 'Unable to determine coordinates';

const valid = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * A map link is built from latitude,longitude; without coordinates the text above is given. Numeric strings
 * are read; out-of-range values count as missing.
 */
export function mapLink(
  latitude: number | string | null | undefined,
  longitude: number | string | null | undefined,
): { readonly url: string } | { readonly error: string } {
  const read = (v: number | string | null | undefined) =>
    typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  const [lat, lng] = [read(latitude), read(longitude)];
  if (!valid(lat, 90) || !valid(lng, 180)) return { error: NO_COORDINATES_MESSAGE };
  return { url: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}` };
}
