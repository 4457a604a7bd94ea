import { labelDate } from '@brigade/domain/labels/label-numbers';
import { LABEL_TEXTS, type LabelLanguage } from '@brigade/domain/labels/label-texts';
import type { PackageLabel, PackageLabelsResponse } from '@brigade/domain/schemas/labels';
import type PDFDocument from 'pdfkit';
import { drawCode128, nextPage, pdfBytes } from '../../lib/pdf-codes.ts';

type Doc = InstanceType<typeof PDFDocument>;

const MM = 72 / 25.4;
/** A6 portrait (105 × 148 mm): one bag's label, as label printers take it. */
const PAGE = { width: 105 * MM, height: 148 * MM };
const PAD = 6 * MM;
const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';

/** One bag's A6 label: the run and stop, whose bag, where and when, the allergies, and its barcode. */
function label(doc: Doc, l: PackageLabel, language: LabelLanguage) {
  const texts = LABEL_TEXTS[language];
  const width = PAGE.width - 2 * PAD;
  const run = [l.team, l.period].filter(Boolean).join(' · ');
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(`${labelDate(l.date)}${run ? `  ·  ${run}` : ''}`, PAD, PAD, { width });
  doc
    .font(BOLD)
    .fontSize(26)
    .text(l.stop === null ? '—' : `${texts.stop} ${l.stop}`, PAD, PAD + 12, { width });
  doc.font(BOLD).fontSize(16).text(l.customer, { width, height: 40, ellipsis: true });
  doc.moveDown(0.2).font(REGULAR).fontSize(11);
  if (l.pick_up_point) doc.font(BOLD).text(`${texts.pickUp}: ${l.pick_up_point}`, { width }).font(REGULAR);
  for (const line of l.address) doc.text(line, { width });
  if (l.unplaced) doc.fontSize(8).text(l.unplaced, { width }).fontSize(11);
  if (l.window) doc.moveDown(0.2).font(BOLD).text(`${texts.window} ${l.window}`, { width });
  if (l.instruction)
    doc.font(REGULAR).fontSize(8.5).text(l.instruction, { width, height: 36, ellipsis: true });
  doc.moveDown(0.4).font(BOLD).fontSize(13);
  doc.text(`${texts.bags} ${l.bag_no}/${l.bag_count}   ${texts.meals} ${l.meals}`, { width });
  if (l.allergies.length > 0) {
    const y = doc.y + 4;
    doc.fontSize(11);
    const text = `${texts.allergies.toUpperCase()}: ${l.allergies.join(', ')}`;
    const height = doc.heightOfString(text, { width: width - 8 }) + 8;
    doc.save().lineWidth(2).rect(PAD, y, width, height).stroke().restore();
    doc.text(text, PAD + 4, y + 4, { width: width - 8 });
  }
  const barcode = { x: PAD, y: PAGE.height - PAD - 22 * MM, width, height: 16 * MM };
  drawCode128(doc, l.code, barcode);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(l.code, PAD, barcode.y + barcode.height + 2, { width, align: 'center' });
}

/** The day's package labels as one PDF of A6 pages; `progress` is told every 50 labels. */
export async function packageLabelsPdf(
  answer: PackageLabelsResponse,
  language: LabelLanguage,
  progress: (done: number) => Promise<void> = async () => {},
): Promise<{ bytes: Buffer; pages: number }> {
  // pdfkit loads with the first document, not with every server start (issue 22).
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({ size: [PAGE.width, PAGE.height], margin: 0, autoFirstPage: false });
  doc.info.Title = `Package labels ${answer.date}`;
  for (let i = 0; i < answer.labels.length; i++) {
    await nextPage();
    doc.addPage();
    label(doc, answer.labels[i]!, language);
    if (i > 0 && i % 50 === 0) await progress(i);
  }
  return { bytes: await pdfBytes(doc), pages: answer.labels.length };
}
