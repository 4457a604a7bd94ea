export type SortDir = 'asc' | 'desc';

export interface PageParams<S extends string> {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: S | undefined;
  sort_dir: SortDir;
}
