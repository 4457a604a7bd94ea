import { useEffect, useState } from 'react';
import { makeQrImages, type QrOptions, type QrResult } from './qr-image.ts';

/**
 * The QR code of `text`, made again whenever the text or an option changes; `null` while the first one is
 * being made. An answer that arrives after a newer change is dropped.
 */
export function useQrResult(text: string, { level, size }: QrOptions): QrResult | null {
  const [result, setResult] = useState<QrResult | null>(null);
  useEffect(() => {
    let current = true;
    void makeQrImages(text, { level, size }).then((made) => {
      if (current) setResult(made);
    });
    return () => {
      current = false;
    };
  }, [text, level, size]);
  return result;
}
