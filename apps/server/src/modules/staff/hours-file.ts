import { messages } from '@brigade/domain/messages/catalogue';
import { readHoursCsv, type HoursCsvLine } from '@brigade/domain/staff/hours-csv';
import type ExcelJS from 'exceljs';
import { validationError } from '../../lib/errors.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the CSV would have it: a date cell as DD/MM/YYYY (its calendar date), a number as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value instanceof Date) {
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
  }
  return String(value);
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The first sheet of an .xlsx as CSV text: the same five columns, so the same rules read it. */
async function xlsxAsCsv(base64: string): Promise<string> {
  // exceljs loads with the first spreadsheet, not with every server start (issue 22).
  const { default: Excel } = await import('exceljs');
  const workbook: ExcelJS.Workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw validationError('content', messages.hoursUploadUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw validationError('content', messages.hoursUploadUnreadable);
  const lines: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells = Array.from({ length: 5 }, (_, i) => quoted(cellText(row.getCell(i + 1).value).trim()));
    const width = Math.max(5, row.cellCount);
    for (let i = 6; i <= width; i++) cells.push(quoted(cellText(row.getCell(i).value).trim()));
    lines.push(cells.join(','));
  });
  return lines.join('\n');
}

/**
 * The rows of an uploaded hours file with each row's problems: CSV as text, .xlsx as base64 (first sheet).
 * Wrong headers are refused ('Headers should be date, mins, chf, name, is_am', 400), as is a file without rows.
 */
export async function readHoursFile(format: 'csv' | 'xlsx', content: string): Promise<HoursCsvLine[]> {
  const text = format === 'xlsx' ? await xlsxAsCsv(content) : content;
  const lines = readHoursCsv(text);
  if (lines.length === 0) throw validationError('content', messages.hoursUploadEmpty);
  return lines;
}
