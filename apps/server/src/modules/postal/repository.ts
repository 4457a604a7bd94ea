import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postalItemNumbers, postalLabels } from '../../db/schema/postal.ts';

export type PostalLabelRow = Omit<typeof postalLabels.$inferSelect, 'pdf'>;
type NewLabel = typeof postalLabels.$inferInsert;

const listColumns = {
  labelId: postalLabels.labelId,
  date: postalLabels.date,
  code: postalLabels.code,
  orderIds: postalLabels.orderIds,
  itemId: postalLabels.itemId,
  identcode: postalLabels.identcode,
  mode: postalLabels.mode,
  frankingZone: postalLabels.frankingZone,
  sender: postalLabels.sender,
  recipient: postalLabels.recipient,
  weightGrams: postalLabels.weightGrams,
  createdBy: postalLabels.createdBy,
  createdAt: postalLabels.createdAt,
} satisfies Record<keyof PostalLabelRow, unknown>;

/** A new item number of a local identcode (the sequence never gives one twice). */
export async function nextItemNumber(db: Db): Promise<number> {
  // Both drivers answer a raw query as { rows }.
  const result = (await db.execute(sql`select nextval(${postalItemNumbers.seqName}::regclass) as n`)) as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]!.n);
}

/** The labels of a date (without their PDFs), in the order they were made. */
export function findByDate(db: Db, date: string): Promise<PostalLabelRow[]> {
  return db
    .select(listColumns)
    .from(postalLabels)
    .where(eq(postalLabels.date, date))
    .orderBy(asc(postalLabels.labelId));
}

export async function findByCode(db: Db, date: string, code: string): Promise<PostalLabelRow | undefined> {
  const rows = await db
    .select(listColumns)
    .from(postalLabels)
    .where(and(eq(postalLabels.date, date), eq(postalLabels.code, code)));
  return rows[0];
}

export async function findPdf(
  db: Db,
  labelId: number,
): Promise<{ identcode: string; pdf: Buffer } | undefined> {
  const rows = await db
    .select({ identcode: postalLabels.identcode, pdf: postalLabels.pdf })
    .from(postalLabels)
    .where(eq(postalLabels.labelId, labelId));
  return rows[0];
}

export async function insert(db: Db, values: NewLabel): Promise<PostalLabelRow> {
  const [row] = await db.insert(postalLabels).values(values).returning(listColumns);
  return row!;
}
