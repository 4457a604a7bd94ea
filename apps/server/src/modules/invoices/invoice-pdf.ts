import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import type { InvoiceDetail } from '@brigade/domain/schemas/invoices';
import type PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { formatAmount, formatReference } from 'swissqrbill/utils';
import type { InvoiceConfig } from '../../config-invoices.ts';
import { pdfBytes } from '../../lib/pdf-codes.ts';

type Doc = InstanceType<typeof PDFDocument>;

const MM = 72 / 25.4;
const LEFT = 20 * MM;
const WIDTH = 170 * MM;
const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';

type Texts = Record<
  | 'invoice'
  | 'creditNote'
  | 'issued'
  | 'due'
  | 'reference'
  | 'item'
  | 'quantity'
  | 'price'
  | 'discount'
  | 'amount'
  | 'total'
  | 'payWithQr'
  | 'payByTransfer'
  | 'credited',
  string
>;

const TEXTS: Record<LabelLanguage, Texts> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    issued: 'Date',
    due: 'Payable by',
    reference: 'Reference',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    discount: 'Discount',
    amount: 'Amount',
    total: 'Total',
    payWithQr: 'Please pay with the payment part below (scan its QR code in your banking app).',
    payByTransfer: 'Please pay by bank transfer to',
    credited: 'This amount is credited to you; nothing is to be paid.',
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    issued: 'Datum',
    due: 'Zahlbar bis',
    reference: 'Referenz',
    item: 'Position',
    quantity: 'Menge',
    price: 'Preis',
    discount: 'Rabatt',
    amount: 'Betrag',
    total: 'Total',
    payWithQr: 'Bitte bezahlen Sie mit dem Zahlteil unten (QR-Code in Ihrer Banking-App scannen).',
    payByTransfer: 'Bitte überweisen Sie auf',
    credited: 'Dieser Betrag wird Ihnen gutgeschrieben; es ist nichts zu bezahlen.',
  },
};

const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const chf = (value: number) => formatAmount(value);

/** The sender above, the customer's window address, the title and the facts of the invoice. */
function head(doc: Doc, invoice: InvoiceDetail, settings: InvoiceConfig, texts: Texts) {
  const c = settings.creditor;
  doc
    .font(BOLD)
    .fontSize(14)
    .text(c.name, LEFT, 20 * MM);
  doc.font(REGULAR).fontSize(9).text(`${c.street} · ${c.postcode} ${c.city}`);
  const a = invoice.address;
  doc
    .fontSize(11)
    .text([a.name, a.street, `${a.postcode} ${a.city}`.trim()].filter(Boolean).join('\n'), 120 * MM, 50 * MM);
  const kind = invoice.kind === 'CREDIT_NOTE' ? texts.creditNote : texts.invoice;
  doc
    .font(BOLD)
    .fontSize(16)
    .text(`${kind} ${invoice.number}`, LEFT, 85 * MM);
  doc.font(REGULAR).fontSize(10).text(invoice.title);
  const facts = [
    [texts.issued, swissDate(invoice.issued_on)],
    ...(invoice.kind === 'INVOICE' ? [[texts.due, swissDate(invoice.due_on)]] : []),
    [texts.reference, formatReference(invoice.reference)],
  ];
  doc.moveDown(0.5);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
}

/** The lines as a table: item, quantity, price, discount, amount; then the total. */
function lines(doc: Doc, invoice: InvoiceDetail, texts: Texts) {
  const columns = [
    { at: 0, width: 86, label: texts.item, align: 'left' as const },
    { at: 88, width: 16, label: texts.quantity, align: 'right' as const },
    { at: 106, width: 20, label: texts.price, align: 'right' as const },
    { at: 128, width: 20, label: texts.discount, align: 'right' as const },
    { at: 150, width: 20, label: texts.amount, align: 'right' as const },
  ];
  const row = (cells: string[], font: string) => {
    const y = doc.y;
    let bottom = y;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, LEFT + c.at * MM, y, { width: c.width * MM, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  doc.moveDown(1.5);
  row(
    columns.map((c) => c.label),
    BOLD,
  );
  doc
    .moveTo(LEFT, doc.y - 2)
    .lineTo(LEFT + WIDTH, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const line of invoice.lines) {
    const discount =
      line.discount !== 0
        ? `${chf(line.discount)}${line.discount_code ? `\n${line.discount_code}` : ''}`
        : '';
    row([line.text, String(line.quantity), chf(line.unit_price), discount, chf(line.amount)], REGULAR);
  }
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke();
  doc.y += 4;
  row([texts.total, '', '', invoice.currency, chf(invoice.total)], BOLD);
}

/**
 * An invoice as an A4 PDF (ADR 069): header, address, lines and total, then the Swiss QR-bill payment part
 * (swissqrbill) with the creditor's IBAN, the amount and the invoice's reference, which a banking app scans.
 * A credit note or a USD invoice (the QR-bill takes CHF and EUR only) has no payment part.
 */
export async function invoicePdf(
  invoice: InvoiceDetail,
  settings: InvoiceConfig,
  language: LabelLanguage,
): Promise<Buffer> {
  const texts = TEXTS[language];
  // pdfkit loads with the first document, not with every server start (issue 22).
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({ size: 'A4', margin: 0 });
  doc.info.Title = `${invoice.kind === 'CREDIT_NOTE' ? texts.creditNote : texts.invoice} ${invoice.number}`;
  head(doc, invoice, settings, texts);
  lines(doc, invoice, texts);
  doc.moveDown(1).font(REGULAR).fontSize(9);
  const c = settings.creditor;
  if (invoice.kind === 'CREDIT_NOTE' || invoice.total <= 0) {
    doc.text(texts.credited, LEFT, doc.y, { width: WIDTH });
  } else if (invoice.currency === 'USD') {
    doc.text(
      `${texts.payByTransfer} ${c.name}, IBAN ${c.iban}, ${texts.reference} ${invoice.reference}.`,
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  } else {
    doc.text(texts.payWithQr, LEFT, doc.y, { width: WIDTH });
    const a = invoice.address;
    const debtor =
      a.street && a.postcode && a.city
        ? { name: a.name, address: a.street, zip: a.postcode, city: a.city, country: a.country || 'CH' }
        : undefined;
    new SwissQRBill(
      {
        amount: invoice.total,
        currency: invoice.currency,
        reference: invoice.reference,
        message: `${texts.invoice} ${invoice.number}`,
        creditor: {
          name: c.name,
          address: c.street,
          zip: c.postcode,
          city: c.city,
          country: c.country,
          account: c.iban,
        },
        ...(debtor ? { debtor } : {}),
      },
      { language: language === 'de' ? 'DE' : 'EN' },
    ).attachTo(doc);
  }
  return pdfBytes(doc);
}
