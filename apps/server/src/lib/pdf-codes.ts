import bwipjs from 'bwip-js/node';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A Code 128 barcode drawn as vector bars (bwip-js encodes, we draw): sharp at any printer resolution and
 * cheap — no image per label. `width` is the whole symbol's, quiet zones (10 modules) included.
 */
export function drawCode128(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const widths = symbol?.sbs ?? [];
  const modules = widths.reduce((sum, w) => sum + w, 0) + 20;
  const unit = box.width / modules;
  let x = box.x + 10 * unit;
  doc.save().fillColor('#000');
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, box.y, w * unit, box.height);
    x += w * unit;
  });
  doc.fill().restore();
}

/** A QR code (error correction M) as vector modules, `size` square with its 4-module quiet zone. */
export function drawQr(doc: Doc, text: string, box: { x: number; y: number; size: number }) {
  // One byte-mode segment: the library's search for the shortest mix of modes costs more than the whole symbol
  // for the URLs a label carries, and byte mode is what every reader expects of a URL.
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const unit = box.size / (modules.size + 8);
  doc.save().fillColor('#000');
  // One rectangle per run of dark modules in a row: fewer shapes, no hairlines between neighbours.
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      doc.rect(box.x + (start + 4) * unit, box.y + (row + 4) * unit, (col - start + 1) * unit, unit);
    }
  }
  doc.fill().restore();
}

/**
 * Lets the event loop run what is waiting (requests, timers) before the next page: a long PDF is drawn by the
 * server process that also answers the screens, which must not stall for seconds (ADR 068).
 */
export const nextPage = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The finished document's bytes. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
