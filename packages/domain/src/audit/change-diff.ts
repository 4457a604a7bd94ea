/** One field of an audited change: its path (`billing_address.street`) and the value before and after. */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Missing and null are the same nothing: a field a writer left out is not a change to null.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function walk(before: unknown, after: unknown, path: string, out: ChangedField[]) {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) walk(before[key], after[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (!same(before, after)) out.push({ field: path || '(value)', before, after });
}

/**
 * The fields an audited change changed, for reading it: an update's `{ before, after }` compared field by field
 * (nested records by path; lists as a whole); a creation is every field of the record with no before, a
 * deletion every field with no after. Fields that stayed the same are left out; `version` and `updated_at`,
 * which every write moves, too.
 */
export function changedFields(action: string, change: unknown): ChangedField[] {
  const out: ChangedField[] = [];
  if (isRecord(change) && 'before' in change && 'after' in change) {
    walk(change.before ?? {}, change.after ?? {}, '', out);
  } else if (action === 'delete') {
    walk(change ?? {}, {}, '', out);
  } else {
    walk({}, change ?? {}, '', out);
  }
  return out.filter((f) => !/(^|\.)(version|updated_at)$/.test(f.field));
}

/** A value of a changed field as one line of text: empty for nothing, JSON for lists and records. */
export function changeValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
