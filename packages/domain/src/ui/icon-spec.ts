/** A parsed icon spec. */
export interface IconSpec {
  /** 'mdi-…' as written. */
  readonly name: string;
  readonly colour?: string;
  readonly size?: string;
}

/**
 * An icon spec is text starting with mdi-, with optional colour and size after slashes
 * ('mdi-account/red/24'). Anything else → null (the caller shows no icon). Empty parts are left out.
 */
export function parseIconSpec(spec: string | null | undefined): IconSpec | null {
  const [name = '', colour = '', size = '', ...rest] = (spec ?? '')
    .trim()
    .split('/')
    .map((p) => p.trim());
  if (!/^mdi-[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || rest.length > 0) return null;
  return { name, ...(colour ? { colour } : {}), ...(size ? { size } : {}) };
}

/** The @mdi/js export name of an icon ('mdi-account-circle' → 'mdiAccountCircle'). */
export function mdiExportName(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
