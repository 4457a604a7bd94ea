import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** A value as an SQL literal; INSERT … VALUES coerces it to the column's type (jsonb, date, timestamptz …). */
function literal(value: unknown): string {
  if (value === undefined) return 'DEFAULT';
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Multi-row inserts in chunks, written as literals: drizzle's per-value query building costs more than the
 * database's work at 10,000 customers. Only for the seed's own generated rows. Returns `returning`'s values
 * in row order (PostgreSQL returns the rows of one INSERT … VALUES in the order of the values).
 */
async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning?: AnyPgColumn,
  ignoreConflicts = false,
  chunk = 1000,
): Promise<number[]> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const { name } = getTableConfig(table);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk) as Record<string, unknown>[];
    const keys = [...new Set(part.flatMap((row) => Object.keys(row)))].filter((k) => k in columns);
    const head = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
    const values = part.map((row) => `(${keys.map((k) => literal(row[k])).join(', ')})`).join(',\n');
    const tail =
      (ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '') +
      (returning ? ` RETURNING "${returning.name}"` : '');
    const result = await db.execute(sql.raw(`INSERT INTO "${name}" (${head}) VALUES ${values}${tail}`));
    if (returning) {
      // Db is typed for both drivers, so `execute` does not know the result's shape; both return `rows`.
      const { rows: inserted } = result as unknown as { rows: Record<string, number>[] };
      ids.push(...inserted.map((r) => r[returning.name]!));
    }
  }
  return ids;
}

export const insertAll = <T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) =>
  insertRows(db, table, rows).then(() => undefined);

/** Like insertAll, leaving out rows that clash with a unique key (ON CONFLICT DO NOTHING). */
export const insertAllNew = <T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) =>
  insertRows(db, table, rows, undefined, true).then(() => undefined);

export const insertReturningIds = <T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  idColumn: AnyPgColumn,
) => insertRows(db, table, rows, idColumn);
