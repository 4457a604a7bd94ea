import QRCode from 'qrcode';

/** The error-correction levels a QR code offers: the share of the code that may be damaged and still read. */
export const ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

/** The PNG's width and height in pixels (the SVG scales; its viewBox is the same). */
export const QR_SIZES = [256, 512, 1024] as const;

export interface QrOptions {
  level: ErrorLevel;
  size: number;
}

/** A made QR code: the SVG text and the PNG as a data URL, ready to download. */
export interface QrImages {
  svg: string;
  png: string;
}

/** What the generator shows: nothing to make, the code, or why it cannot be made. */
export type QrResult =
  | { kind: 'empty' }
  | { kind: 'ready'; images: QrImages }
  | { kind: 'tooLong' }
  | { kind: 'failed'; message: string };

// The quiet zone of 4 modules that scanners need around the code.
const MARGIN = 4;

/** Makes the SVG and PNG of `text`; a text over the QR code's capacity answers `tooLong` (never throws). */
export async function makeQrImages(text: string, { level, size }: QrOptions): Promise<QrResult> {
  if (text.trim() === '') return { kind: 'empty' };
  const options = { errorCorrectionLevel: level, margin: MARGIN, width: size };
  try {
    const [svg, png] = await Promise.all([
      QRCode.toString(text, { ...options, type: 'svg' }),
      QRCode.toDataURL(text, { ...options, type: 'image/png' }),
    ]);
    return { kind: 'ready', images: { svg, png } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /too big/i.test(message) ? { kind: 'tooLong' } : { kind: 'failed', message };
  }
}

/** An SVG text as a data URL (a download link or an <img> source without a blob to revoke). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Saves `href` under `fileName` through a download link, as the browser's own download. */
export function download(fileName: string, href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
