import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path (1 unit per module, a 4-module quiet zone around it). */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * quiet, d };
}

/**
 * A QR code drawn as SVG (sharp at any print size, made synchronously so a printed page never waits for it).
 * `title` names it for screen readers; the code itself is `data-value` for tests.
 */
export function QrCode({ value, size, title }: { value: string; size: string; title: string }) {
  const { size: units, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={title}
      data-value={value}
      viewBox={`0 0 ${units} ${units}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
