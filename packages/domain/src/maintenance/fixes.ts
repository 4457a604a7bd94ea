import type { MaintenanceChange } from '../schemas/maintenance.ts';

/**
 * One record a maintenance script fixes (ADR 060): the record as it should be (`value`, the row it was given
 * with the fixed fields) and the changes a person reviews, one per field.
 */
export interface Fix<T> {
  readonly value: T;
  readonly changes: MaintenanceChange[];
}

/** The record a change is about: its entity, key and label. */
type Subject = Pick<MaintenanceChange, 'entity' | 'id' | 'label'>;

/** The changes of the fields whose text differs, in the order given: [field, before, after]. */
export function fieldChanges(
  subject: Subject,
  fields: readonly (readonly [field: string, before: string, after: string])[],
): MaintenanceChange[] {
  return fields
    .filter(([, before, after]) => before !== after)
    .map(([field, before, after]) => ({ ...subject, field, before, after }));
}

/** A fix when anything changed, else nothing: the list of a script's fixes skips records left as they are. */
export function fixOf<T>(value: T, changes: MaintenanceChange[]): Fix<T>[] {
  return changes.length > 0 ? [{ value, changes }] : [];
}

/** A customer as a change names them: "Anna Muster (#12)". */
export function customerLabel(row: {
  readonly customerId: number;
  readonly firstName: string;
  readonly lastName: string;
}): string {
  const name = `${row.firstName} ${row.lastName}`.replace(/\s+/g, ' ').trim();
  return name ? `${name} (#${row.customerId})` : `#${row.customerId}`;
}

/** A list as a change shows it: its entries joined by ', ' (empty text for an empty list). */
export const listText = (items: readonly string[]): string => items.join(', ');

/** Text as a person meant it: single spaces, none at either end ('Bahnhofstr.  1 ' → 'Bahnhofstr. 1'). */
export const tidyText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Two entries of a list are the same up to case and spaces ('Pine  nuts' = 'pine nuts'). */
export const entryKey = (text: string): string => tidyText(text.normalize('NFC')).toLowerCase();
