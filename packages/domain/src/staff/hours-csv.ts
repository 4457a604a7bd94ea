import { isIsoDate, type IsoDate } from '../calendar/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { parseCsv, type CsvErrorCode } from '../text/csv-parse.ts';

/** The hours CSV headers, exactly and in this order. */
export const HOURS_CSV_HEADERS = ['date', 'mins', 'chf', 'name', 'is_am'] as const;

/** The old app's 'Headers should be ...', the dots filled with the expected headers. */
export const HOURS_HEADERS_MESSAGE = `Headers should be ${HOURS_CSV_HEADERS.join(', ')}`;

/** An hours CSV row, read. */
export interface HoursCsvRow {
  readonly date: IsoDate;
  readonly mins: number;
  readonly chf: number;
  readonly name: string;
  readonly is_am: boolean;
}

export type HoursCsvErrorCode =
  CsvErrorCode | 'InvalidDate' | 'InvalidMins' | 'InvalidChf' | 'InvalidIsAm' | 'MissingName';

/** One problem in the file; `row` counts records with the header as 0 (so data rows start at 1). */
export interface HoursCsvError {
  readonly code: HoursCsvErrorCode;
  readonly row: number;
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function readRow(cells: readonly string[], row: number, errors: HoursCsvError[]): HoursCsvRow {
  const [dateText = '', minsText = '', chfText = '', nameText = '', isAmText = ''] = cells.map((c) =>
    c.trim(),
  );
  const dmy = DMY.exec(dateText);
  const date = dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : '';
  if (!isIsoDate(date)) errors.push({ code: 'InvalidDate', row });
  if (!/^\d+$/.test(minsText)) errors.push({ code: 'InvalidMins', row });
  const chf = chfText.replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(chf)) errors.push({ code: 'InvalidChf', row });
  if (nameText === '') errors.push({ code: 'MissingName', row });
  if (!/^-?\d+$/.test(isAmText)) errors.push({ code: 'InvalidIsAm', row });
  return { date, mins: Number(minsText), chf: Number(chf), name: nameText, is_am: Number(isAmText) !== 0 };
}

/**
 * An hours CSV: the headers must be exactly date, mins, chf, name, is_am (a byte-order mark and
 * spaces around headers are tolerated), else 'Headers should be date, mins, chf, name, is_am'. Rows:
 * date DD/MM/YYYY (a real date), mins a whole number ≥ 0, chf a decimal ≥ 0 (point or comma), name not
 * blank, is_am an integer read as a boolean (0 false, anything else true). Any problem fails the whole
 * file with the distinct error codes joined by ', '; `details` lists each code with its row. Rows come
 * back sorted by date (rows of one date keep their order).
 * @public
 */
export function parseHoursCsv(text: string): HoursCsvRow[] {
  const { records, errors: csvErrors } = parseCsv(text);
  const header = records[0]?.map((h) => h.trim()) ?? [];
  if (header.length !== HOURS_CSV_HEADERS.length || HOURS_CSV_HEADERS.some((h, i) => header[i] !== h)) {
    throw new DomainError('INVALID_HOURS_HEADERS', HOURS_HEADERS_MESSAGE);
  }
  const errors: HoursCsvError[] = [...csvErrors];
  const rows = records.slice(1).map((cells, i) => readRow(cells, i + 1, errors));
  if (errors.length > 0) {
    const sorted = [...errors].sort((a, b) => a.row - b.row);
    const codes = [...new Set(sorted.map((e) => e.code))];
    throw new DomainError('INVALID_HOURS_CSV', codes.join(', '), sorted);
  }
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : a.i - b.i))
    .map((x) => x.row);
}
