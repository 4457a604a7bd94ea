/** A value with every string inside it trimmed (same shape). */
export type DeepTrimmed<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepTrimmed<U>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: DeepTrimmed<T[K]> }
        : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Trims a text payload all the way down. Returns a copy in which every string, in nested arrays
 * and plain objects too, has its leading and trailing whitespace removed. Other values (numbers, dates,
 * class instances) are kept as they are; the input is not changed.
 */
export function deepTrim<T>(value: T): DeepTrimmed<T> {
  if (typeof value === 'string') return value.trim() as DeepTrimmed<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => deepTrim(item)) as DeepTrimmed<T>;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepTrim(v)])) as DeepTrimmed<T>;
  }
  return value as DeepTrimmed<T>;
}
