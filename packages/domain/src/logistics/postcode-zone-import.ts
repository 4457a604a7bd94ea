/** One line of a bulk update of postcode zone codes: the postcode and its zone code ('' = no zone). */
export interface PostcodeZoneLine {
  readonly line: number;
  readonly postcode: string;
  readonly zone: string;
}

export interface PostcodeZoneImport {
  rows: PostcodeZoneLine[];
  /** Line numbers (1-based) that could not be read. */
  badLines: number[];
}

const splitLine = (text: string) =>
  text.split(/[;,\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );

/**
 * Reads pasted text or an uploaded CSV of 'postcode, zone' lines (comma, semicolon or tab separated, so a paste
 * from a spreadsheet works). A first line that does not start with a postcode is a header and is skipped; blank
 * lines are ignored; a later line for the same postcode wins. Extra columns are ignored.
 */
export function parsePostcodeZoneLines(text: string): PostcodeZoneImport {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const byPostcode = new Map<string, PostcodeZoneLine>();
  const badLines: number[] = [];
  lines.forEach((raw, index) => {
    if (!raw.trim()) return;
    const [postcode = '', zone = ''] = splitLine(raw);
    if (!/^[1-9]\d{3}$/.test(postcode) || zone.length > 50) {
      const header = index === 0 && !/^\d/.test(postcode);
      if (!header) badLines.push(index + 1);
      return;
    }
    byPostcode.delete(postcode);
    byPostcode.set(postcode, { line: index + 1, postcode, zone });
  });
  return { rows: [...byPostcode.values()], badLines };
}
