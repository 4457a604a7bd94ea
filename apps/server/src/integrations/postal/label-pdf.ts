import { formatIdentcode, type FrankingZone } from '@brigade/domain/postal/identcode';
import { toBuffer } from 'bwip-js/node';
import type { LabelData, LabelParty } from './port.ts';

/** A6 portrait in PDF points (105 × 148 mm). */
const MM = 72 / 25.4;
const A6: [number, number] = [105 * MM, 148 * MM];
const MARGIN = 6 * MM;

const ZONE_TEXT: Record<FrankingZone, string> = {
  standard: 'PostPac Priority',
  'same-day-0': 'Same day · zone 0',
  'same-day-1-2': 'Same day · zones 1–2',
};

/** The identcode as a Code 128 PNG (set C for its 18 digits), 3 pixels a module. */
async function barcodePng(identcode: string): Promise<Buffer> {
  return toBuffer({ bcid: 'code128', text: identcode, scale: 3, height: 18, includetext: false });
}

const lines = (p: LabelParty) =>
  [p.company, p.name, p.street, `${p.postcode} ${p.city}`].filter((l): l is string => Boolean(l?.trim()));

/** One label on the current page: franking band, sender, recipient, the barcode with its printed identcode. */
function drawLabel(doc: PDFKit.PDFDocument, label: LabelData, png: Buffer) {
  // The licence is part of the identcode (digits 3–10).
  const licence = label.identcode.slice(2, 10);
  const width = A6[0] - 2 * MARGIN;
  // Franking band: the product and the licence, framed as the franking area of a parcel label.
  doc
    .lineWidth(1)
    .rect(MARGIN, MARGIN, width, 16 * MM)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('P.P.', MARGIN + 3 * MM, MARGIN + 2.5 * MM);
  doc
    .fontSize(10)
    .text(ZONE_TEXT[label.zone], MARGIN + 18 * MM, MARGIN + 2.5 * MM, { width: width - 21 * MM });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(
      `Franking licence ${licence} · ${label.weightGrams} g · ${label.date}`,
      MARGIN + 18 * MM,
      MARGIN + 9 * MM,
      {
        width: width - 21 * MM,
      },
    );
  // Sender, small.
  let y = MARGIN + 20 * MM;
  doc.font('Helvetica-Bold').fontSize(6.5).text('SENDER', MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(lines(label.sender).join('\n'), MARGIN, y + 3 * MM, { width });
  // Recipient, large.
  y = MARGIN + 42 * MM;
  doc.font('Helvetica-Bold').fontSize(6.5).text('RECIPIENT', MARGIN, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(lines(label.recipient).join('\n'), MARGIN + 4 * MM, y + 4 * MM, {
      width: width - 4 * MM,
      lineGap: 2,
    });
  // The barcode, its identcode printed in groups beneath, and our item id.
  const barY = A6[1] - MARGIN - 38 * MM;
  doc
    .moveTo(MARGIN, barY - 3 * MM)
    .lineTo(MARGIN + width, barY - 3 * MM)
    .stroke();
  doc.image(png, MARGIN + 4 * MM, barY, { width: width - 8 * MM, height: 22 * MM });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(formatIdentcode(label.identcode), MARGIN, barY + 24 * MM, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(`Item ${label.itemId}`, MARGIN, barY + 30 * MM, { width, align: 'center' });
}

/**
 * A6 labels drawn by Brigade (local mode, ADR 067), one a page, in one PDF: the franking band with the
 * licence, the sender, the recipient and the identcode as a Code 128 barcode with its printed groups.
 */
export async function renderLabels(labels: readonly LabelData[]): Promise<Buffer> {
  const pngs = await Promise.all(labels.map((l) => barcodePng(l.identcode)));
  // pdfkit loads with the first document, not with every server start (issue 22).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: A6,
    margin: 0,
    info: { Title: labels.length === 1 ? `Label ${labels[0]!.identcode}` : 'Labels', Creator: 'Brigade' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  labels.forEach((label, i) => {
    doc.addPage({ size: A6, margin: 0 });
    drawLabel(doc, label, pngs[i]!);
  });
  doc.end();
  return done;
}
