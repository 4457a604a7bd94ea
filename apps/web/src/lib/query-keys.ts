/**
 * One key factory per resource (all → lists → list(params), details → detail(id)), so a mutation can
 * invalidate exactly the lists or the one record it touched.
 */
export function createQueryKeys<const R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <P extends object>(params: P) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', String(id)] as const,
  };
}
