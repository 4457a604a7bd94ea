import { FilesNotConnectedError, type FileStorage } from './port.ts';

/** No file-storage service configured: nothing to list or read; the screens take an upload instead. */
export function createLocalFiles(): FileStorage {
  const refuse = async (): Promise<never> => {
    throw new FilesNotConnectedError('the file-storage service is not configured');
  };
  return { mode: 'local', children: refuse, filesNamed: refuse, exportCsv: refuse, sheetValues: refuse };
}
