import type { CsvCell } from '@brigade/domain/text/csv-export';
import { toCsv } from '@brigade/domain/text/csv-export';
import type { ExportFormat } from '@brigade/domain/schemas/common';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** A table to download: the header row holds the API field names, so a file reads like the API (ADR 010). */
export interface ExportTable {
  /** File name without extension, e.g. `allergens`; the date is added. */
  name: string;
  columns: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** When the table was read (from the service's clock); names the file. */
  readAt: Date;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function toXlsx(table: ExportTable): Promise<Buffer> {
  // exceljs loads with the first export, not with every server start (issue 22).
  const { default: Excel } = await import('exceljs');
  const workbook: ExcelJS.Workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(table.name.slice(0, 31));
  sheet.addRow([...table.columns]).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? null));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a list export as an attachment: CSV with a BOM and CRLF lines (Excel reads it as UTF-8) or .xlsx. */
export async function sendExport(reply: FastifyReply, format: ExportFormat, table: ExportTable) {
  const filename = `${table.name}-${table.readAt.toISOString().slice(0, 10)}.${format}`;
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  if (format === 'xlsx') return reply.type(xlsxType).send(await toXlsx(table));
  return reply.type('text/csv; charset=utf-8').send(toCsv([table.columns, ...table.rows]));
}
