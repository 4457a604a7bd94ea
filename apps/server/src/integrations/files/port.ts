import type { StoredFile } from '@brigade/domain/files/year-folders';

/**
 * The file-storage and spreadsheet service (ADR 062): `live` reads the configured folder of the service (year
 * folders of 'WK ' week folders, sheets exported as CSV); `local` has none, and screens take uploads instead.
 */
export interface FileStorage {
  mode: 'local' | 'live';
  /** Folders and files directly in the folder (the configured root when omitted). */
  children(folderId?: string): Promise<StoredFile[]>;
  /** Files of exactly this name under the root folder. */
  filesNamed(name: string): Promise<StoredFile[]>;
  /** A spreadsheet's first sheet as CSV (the service exports at most 10 MB). */
  exportCsv(fileId: string): Promise<string>;
  /** A range of a spreadsheet, row by row (trailing empty cells left out, as the service sends them). */
  sheetValues(fileId: string, range: string): Promise<string[][]>;
}

export class FilesNotConnectedError extends Error {
  override name = 'FilesNotConnectedError';
}
