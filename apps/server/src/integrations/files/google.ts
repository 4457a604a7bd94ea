import type { StoredFile } from '@brigade/domain/files/year-folders';
import type { drive_v3, sheets_v4 } from 'googleapis';
import { PROVIDER_TIMEOUT_MS, ProviderError, providerReason, retryAfterMs } from '../../lib/provider-call.ts';
import type { FileStorage } from './port.ts';

export interface GoogleFilesOptions {
  /** The folder that holds the year folders (GOOGLE_DRIVE_FOLDER_ID). */
  rootFolderId: string;
  /** The service account's key (GOOGLE_SERVICE_ACCOUNT_JSON); tests give a fixed access token instead. */
  credentials?: { client_email: string; private_key: string };
  accessToken?: string;
  /** The services' address (a stub in tests); Google's own when omitted. */
  rootUrl?: string;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const SCOPES = [
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/spreadsheets.readonly',
];
const FIELDS = 'nextPageToken, files(id, name, mimeType, parents, modifiedTime)';
const PAGE_SIZE = 1000;
const RETRIES = 3;

interface GaxiosLike {
  response?: { status?: number; headers?: Headers | Record<string, string>; data?: unknown };
  code?: string;
  name?: string;
}

function headerOf(headers: Headers | Record<string, string> | undefined, name: string): string | null {
  if (!headers) return null;
  const get = (headers as { get?: unknown }).get;
  return typeof get === 'function'
    ? (headers as Headers).get(name)
    : ((headers as Record<string, string>)[name] ?? null);
}

/** The service's error message: {error:{message}} (Drive and Sheets alike). */
function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string') {
    try {
      return messageOf(JSON.parse(data));
    } catch {
      return undefined;
    }
  }
  const error = (data as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * The file-storage service through the `googleapis` client (Drive v3 and Sheets v4): a service account with
 * read-only scopes, pages of 1,000, a 20 s time-out, and our own retries on 429 and 503 honouring Retry-After
 * (the client's own retries are off, so waits are not doubled). Failures read 'Unable to <action>. <reason>'.
 */
export function createGoogleFiles(options: GoogleFilesOptions): FileStorage {
  // googleapis takes one to two seconds to load: it loads with the first call, not with every server start.
  let clients: Promise<{ drive: drive_v3.Drive; sheets: sheets_v4.Sheets }> | undefined;
  const connect = () =>
    (clients ??= import('googleapis').then(({ google }) => {
      const auth = options.credentials
        ? new google.auth.GoogleAuth({ credentials: options.credentials, scopes: SCOPES })
        : (() => {
            const client = new google.auth.OAuth2();
            client.setCredentials({ access_token: options.accessToken ?? '' });
            return client;
          })();
      const common = { auth, ...(options.rootUrl ? { rootUrl: options.rootUrl } : {}) };
      return {
        drive: google.drive({ version: 'v3', ...common }),
        sheets: google.sheets({ version: 'v4', ...common }),
      };
    }));
  const request = { timeout: options.timeoutMs ?? PROVIDER_TIMEOUT_MS, retry: false };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function attempt<T>(action: string, work: () => Promise<T>): Promise<T> {
    for (let n = 0; ; n += 1) {
      try {
        return await work();
      } catch (error) {
        const e = error as GaxiosLike;
        const status = e.response?.status;
        if (status === undefined) {
          const timedOut =
            e.name === 'TimeoutError' || e.code === 'ETIMEDOUT' || /timeout/i.test(String(error));
          const reason = timedOut
            ? `The service did not answer within ${(options.timeoutMs ?? PROVIDER_TIMEOUT_MS) / 1000} s`
            : 'No connection to the service';
          throw new ProviderError(action, reason, undefined);
        }
        if ((status === 429 || status === 503) && n < RETRIES) {
          await sleep(retryAfterMs(headerOf(e.response?.headers, 'retry-after')) ?? 1000 * 2 ** n);
          continue;
        }
        throw new ProviderError(action, providerReason(status, messageOf(e.response?.data)), status);
      }
    }
  }

  async function list(action: string, q: string): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    let pageToken: string | undefined;
    do {
      const { drive } = await connect();
      const { data }: { data: drive_v3.Schema$FileList } = await attempt(action, () =>
        drive.files.list({ q, fields: FIELDS, pageSize: PAGE_SIZE, pageToken }, request),
      );
      if (!data || typeof data !== 'object') {
        throw new ProviderError(action, 'The service answered something that is not JSON', 200);
      }
      for (const f of data.files ?? []) {
        files.push({
          id: f.id ?? '',
          name: f.name ?? '',
          mimeType: f.mimeType ?? '',
          parents: f.parents ?? [],
          modifiedTime: f.modifiedTime ?? undefined,
        });
      }
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    return files;
  }

  const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

  return {
    mode: 'live',
    children: (folderId = options.rootFolderId) =>
      list('list the files of a folder', `${quoted(folderId)} in parents and trashed = false`),
    filesNamed: (name) => list(`find file ${name}`, `name = ${quoted(name)} and trashed = false`),
    async exportCsv(fileId) {
      const { drive } = await connect();
      const { data } = await attempt(`export file ${fileId}`, () =>
        drive.files.export({ fileId, mimeType: 'text/csv' }, { ...request, responseType: 'text' }),
      );
      if (typeof data !== 'string')
        throw new ProviderError(`export file ${fileId}`, 'The service sent no text', 200);
      return data;
    },
    async sheetValues(fileId, range) {
      const { sheets } = await connect();
      const { data } = await attempt(`read sheet ${fileId}`, () =>
        sheets.spreadsheets.values.get({ spreadsheetId: fileId, range }, request),
      );
      return (data.values ?? []).map((row) => row.map((cell) => String(cell ?? '')));
    },
  };
}
