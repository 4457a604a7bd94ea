/** The API's list query: `?start&length&q&sort_by&sort_dir` → `{ items, total }`. */
export interface ListParams {
  start: number;
  length: number;
  q?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

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
