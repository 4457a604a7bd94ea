import { DomainError } from '../errors/domain-error.ts';

/** A folder or file of the file-storage service, as listed. */
export interface StoredFile {
  id: string;
  name: string;
  mimeType: string;
  /** The folders it sits in (the service allows several; a week folder must have exactly one). */
  parents: readonly string[];
  modifiedTime?: string | undefined;
}

export const FOLDER_MIME = 'application/vnd.google-apps.folder';
export const SHEET_MIME = 'application/vnd.google-apps.spreadsheet';
/** Week folders whose year folder cannot be placed are filed under this year. */
export const NO_YEAR = 'NO-YEAR';

export interface WeekFolder {
  id: string;
  name: string;
  year: string;
}

/**
 * Files the week folders (names starting 'WK ') under their year folder (ADR 062): a week folder must have
 * exactly one parent ('More than one parent for wk folder …'), and one that is not a known year folder goes to
 * NO-YEAR. Folders that are not week folders are not listed. Years newest first, weeks by name.
 */
export function weekFoldersByYear(
  yearFolders: readonly StoredFile[],
  folders: readonly StoredFile[],
): Map<string, WeekFolder[]> {
  const yearOf = new Map(yearFolders.map((f) => [f.id, f.name.trim()]));
  const byYear = new Map<string, WeekFolder[]>();
  for (const folder of folders) {
    if (folder.mimeType !== FOLDER_MIME || !folder.name.startsWith('WK ')) continue;
    if (folder.parents.length > 1) {
      throw new DomainError('WEEK_FOLDER_PARENTS', `More than one parent for wk folder ${folder.name}`);
    }
    const year = yearOf.get(folder.parents[0] ?? '') ?? NO_YEAR;
    byYear.set(year, [...(byYear.get(year) ?? []), { id: folder.id, name: folder.name, year }]);
  }
  const years = [...byYear.keys()].sort((a, b) =>
    a === NO_YEAR ? 1 : b === NO_YEAR ? -1 : b.localeCompare(a),
  );
  return new Map(
    years.map((y) => [
      y,
      byYear.get(y)!.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })),
    ]),
  );
}

/** The one file of that name: 'Unable to find file {name}' when none, 'Found more than one file' when several. */
export function oneFileNamed(files: readonly StoredFile[], name: string): StoredFile {
  const matches = files.filter((f) => f.name === name);
  if (matches.length === 0) throw new DomainError('FILE_NOT_FOUND', `Unable to find file ${name}`);
  if (matches.length > 1) throw new DomainError('FILE_AMBIGUOUS', 'Found more than one file');
  return matches[0]!;
}
