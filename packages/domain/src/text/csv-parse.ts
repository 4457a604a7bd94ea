/**
 * Error codes of a CSV parse, named as common CSV parsers (papaparse) name them, so an upload's error
 * text reads the same as before.
 */
export type CsvErrorCode = 'MissingQuotes' | 'InvalidQuotes' | 'TooFewFields' | 'TooManyFields';

export interface CsvError {
  readonly code: CsvErrorCode;
  /** 0-based record index; the header is record 0. */
  readonly row: number;
}

export interface CsvParse {
  readonly records: string[][];
  readonly errors: CsvError[];
}

/** The delimiter of a CSV text: ';' or tab when the first line has one of them and no comma, else ','. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/**
 * A small RFC 4180 reader (quoted cells, doubled quotes, CRLF or LF). A leading byte-order mark and blank
 * lines are skipped. Every record after the first must have as many cells as the first, else
 * TooFewFields / TooManyFields for that record.
 */
export function parseCsv(input: string, delimiter: string = detectDelimiter(input)): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: string[][] = [];
  const errors: CsvError[] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let i = 0;

  const endCell = () => {
    record.push(cell);
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };

  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      if (ch === '"' || wasQuoted) errors.push({ code: 'InvalidQuotes', row: records.length });
      cell += ch;
    }
    i += 1;
  }
  if (quoted) errors.push({ code: 'MissingQuotes', row: records.length });
  if (cell !== '' || record.length > 0) endRecord();

  const width = records[0]?.length ?? 0;
  records.forEach((r, row) => {
    if (r.length < width) errors.push({ code: 'TooFewFields', row });
    if (r.length > width) errors.push({ code: 'TooManyFields', row });
  });
  return { records, errors };
}
