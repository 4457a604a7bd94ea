import { messages } from '@brigade/domain/messages/catalogue';
import { FOLDER_MIME, oneFileNamed, weekFoldersByYear } from '@brigade/domain/files/year-folders';
import type { StoredFileView, WeekFolderTree } from '@brigade/domain/schemas/files';
import { FilesNotConnectedError, type FileStorage } from '../../integrations/files/port.ts';
import { businessRule } from '../../lib/errors.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { toStoredFileView } from './mapping.ts';

/**
 * The file-storage service's folders for the screens that import from it (hours, the kitchen's sheets): the
 * year folders with their 'WK ' week folders, a folder's files, a file by name, a sheet as CSV.
 */
export function createFilesService(deps: { files: FileStorage; integrations: IntegrationsService }) {
  const { files } = deps;

  async function outside<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      await deps.integrations.succeeded('files');
      return result;
    } catch (error) {
      if (error instanceof FilesNotConnectedError) throw businessRule(messages.filesNotConnected);
      await deps.integrations.failed('files', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  return {
    async weeks(): Promise<WeekFolderTree> {
      if (files.mode === 'local') return { connected: false, years: [] };
      return outside(async () => {
        const years = (await files.children()).filter((f) => f.mimeType === FOLDER_MIME);
        const folders = (await Promise.all(years.map((y) => files.children(y.id)))).flat();
        const byYear = weekFoldersByYear(years, folders);
        return {
          connected: true,
          years: [...byYear].map(([year, weeks]) => ({
            year,
            weeks: weeks.map(({ id, name }) => ({ id, name })),
          })),
        };
      });
    },
    async folder(id: string): Promise<StoredFileView[]> {
      return outside(async () => (await files.children(id)).map(toStoredFileView));
    },
    async named(name: string): Promise<StoredFileView> {
      return outside(async () => toStoredFileView(oneFileNamed(await files.filesNamed(name), name)));
    },
    csv: (id: string) => outside(() => files.exportCsv(id)),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
