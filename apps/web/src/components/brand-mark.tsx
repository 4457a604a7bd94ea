/** Brigade's mark: a chef's toque on the brand teal (same drawing as public/icons/icon.svg). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f5c57" />
      <path
        d="M20 40c-5.5-1-9-5.2-9-10.2C11 24.4 15.4 20 20.8 20c1 0 2 .1 2.9.4C25.6 15.5 28.5 13 32 13s6.4 2.5 8.3 7.4c.9-.3 1.9-.4 2.9-.4C48.6 20 53 24.4 53 29.8c0 5-3.5 9.2-9 10.2V44H20z"
        fill="#ffffff"
      />
      <rect x="20" y="46" width="24" height="6" rx="2" fill="#f2c14e" />
    </svg>
  );
}
