import { FOLDER_MIME, SHEET_MIME, type StoredFile } from '@brigade/domain/files/year-folders';
import type { StoredFileView } from '@brigade/domain/schemas/files';

export function toStoredFileView(file: StoredFile): StoredFileView {
  return {
    id: file.id,
    name: file.name,
    mime_type: file.mimeType,
    modified_at: file.modifiedTime ?? null,
    is_sheet: file.mimeType === SHEET_MIME || file.mimeType === 'text/csv',
    is_folder: file.mimeType === FOLDER_MIME,
  };
}
