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

/** One data record of the file with its own problems (none: a good row); `line` counts data rows from 1. */
export interface HoursCsvLine {
  readonly line: number;
  /** The row's cells as written (trimmed): what a preview shows of a row that cannot be read. */
  readonly cells: readonly string[];
  readonly row: HoursCsvRow;
  readonly errors: readonly HoursCsvErrorCode[];
}

/**
 * Every data row of an hours CSV with the problems of that row, in the file's order (the upload's preview).
 * The headers must be exactly date, mins, chf, name, is_am (a byte-order mark and spaces around headers are
 * tolerated), else 'Headers should be date, mins, chf, name, is_am' is thrown.
 */
export function readHoursCsv(text: string): HoursCsvLine[] {
  const { records, errors: csvErrors } = parseCsv(text);
  const header = records[0]?.map((h) => h.trim()) ?? [];
  if (header.length !== HOURS_CSV_HEADERS.length || HOURS_CSV_HEADERS.some((h, i) => header[i] !== h)) {
    throw new DomainError('INVALID_HOURS_HEADERS', HOURS_HEADERS_MESSAGE);
  }
  return records.slice(1).map((cells, i) => {
    const errors: HoursCsvError[] = csvErrors.filter((e) => e.row === i + 1);
    const row = readRow(cells, i + 1, errors);
    return { line: i + 1, cells: cells.map((c) => c.trim()), row, errors: errors.map((e) => e.code) };
  });
}

/** The distinct error codes of the lines, in row order, joined by ', ' (the old app's failure text). */
export function joinedErrorCodes(lines: readonly { errors: readonly string[] }[]): string {
  return [...new Set(lines.flatMap((l) => l.errors))].join(', ');
}

/** Rows sorted by date; rows of one date keep their order. */
export function sortedByDate<T extends { readonly date: IsoDate }>(rows: readonly T[]): T[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : a.i - b.i))
    .map((x) => x.row);
}

/**
 * An hours CSV: the headers must be exactly date, mins, chf, name, is_am, else 'Headers should be date, mins,
 * chf, name, is_am'. Rows: date DD/MM/YYYY (a real date), mins a whole number ≥ 0, chf a decimal ≥ 0 (point or
 * comma), name not blank, is_am an integer read as a boolean (0 false, anything else true). Any problem fails
 * the whole file with the distinct error codes joined by ', '; `details` lists each code with its row. Rows come
 * back sorted by date (rows of one date keep their order).
 * @public
 */
export function parseHoursCsv(text: string): HoursCsvRow[] {
  const lines = readHoursCsv(text);
  const errors: HoursCsvError[] = lines.flatMap((l) => l.errors.map((code) => ({ code, row: l.line })));
  if (errors.length > 0) {
    throw new DomainError('INVALID_HOURS_CSV', joinedErrorCodes(lines), errors);
  }
  return sortedByDate(lines.map((l) => l.row));
}
