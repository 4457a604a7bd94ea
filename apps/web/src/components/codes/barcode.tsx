import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';

/** A Code 128 barcode as an SVG string (bwip-js, only its Code 128 encoder is bundled). */
export function code128Svg(value: string): string {
  return code128({ bcid: 'code128', text: value, scale: 2, height: 12, includetext: false }, drawingSVG());
}

/**
 * A Code 128 barcode (what a USB scanner at the packing table reads), printed `height` tall with its text
 * beneath. The code itself is `data-value` for tests.
 */
export function Barcode({ value, height, title }: { value: string; height: string; title: string }) {
  const svg = useMemo(
    () => code128Svg(value).replace('<svg ', `<svg style="height:${height};width:auto;max-width:100%" `),
    [value, height],
  );
  return (
    <span role="img" aria-label={title} data-value={value} style={{ display: 'inline-block' }}>
      <span aria-hidden style={{ display: 'block' }} dangerouslySetInnerHTML={{ __html: svg }} />
      <span style={{ display: 'block', fontFamily: 'monospace', fontSize: '9pt', textAlign: 'center' }}>
        {value}
      </span>
    </span>
  );
}
