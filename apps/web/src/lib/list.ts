/** The API's list query: `?start&length&q&sort_by&sort_dir` → `{ items, total }`. */
export interface ListParams {
  start: number;
  length: number;
  q?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

/** The page sizes a list table offers; the first is where it starts. */
export const LIST_PAGE_SIZES = [25, 50, 100] as const;

/** The first page a list table asks for (no search, no sort): what a list screen's data prefetch loads. */
export const firstListPage: ListParams = { start: 0, length: LIST_PAGE_SIZES[0] };

export interface ListResult<R> {
  items: R[];
  total: number;
}

/** The query string of a list call, without empty values. */
export function listQuery(params: ListParams): Record<string, string | number | undefined> {
  return {
    start: params.start,
    length: params.length,
    q: params.q,
    sort_by: params.sort_by,
    sort_dir: params.sort_by ? params.sort_dir : undefined,
  };
}
