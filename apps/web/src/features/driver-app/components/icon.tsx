/** An @mdi/js icon as plain SVG, decorative (the drivers' app has no MUI or @mdi/react: ADR 073). */
export function Icon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
