import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, toCents, type Language } from '@hometunnel/rules';
import { mailText, type MailText } from '../../mail/templates/i18n';
import type { InvoiceSnapshot, SnapshotLine } from './invoice-snapshot';

/**
 * DejaVu Sans, embedded (subset): buyers' names come from ~190 countries, and the PDF standard
 * fonts only cover Western European letters. Parsed once per process and handed to every document
 * (pdfkit 0.20 takes a fontkit font): parsing and laying out anew per document took ~0.6 s a PDF,
 * the shared font keeps its layout caches.
 */
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
function dejaVu() {
  const open = (file: string) =>
    fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as fontkit.Font;
  fonts ??= { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  return fonts;
}

const MARGIN = 50;

/** What a document prints with: its language's words, money, dates and rates. */
interface Printer {
  m: MailText;
  euro(amount: string): string;
  day(isoDay: string): string;
  rate(rate: string): string;
}

function printer(language: Language): Printer {
  const english = language === 'en';
  return {
    m: mailText(language),
    euro: (amount) => formatMoney(toCents(amount), language),
    // English documents have always printed 2026-12-01 and 19.00; the others write their own forms.
    day: (isoDay) => (english ? isoDay : formatDate(isoDay, language, 'medium')),
    rate: (rate) => (english ? rate : rate.replace('.', ',')),
  };
}

/** A row's name: products by their name, the shop's own rows in the document's language. */
function lineName(p: Printer, line: SnapshotLine, snapshot: InvoiceSnapshot): string {
  if (p.m.language === 'en' || line.type === 'item') return line.name;
  if (line.type === 'shipping') return p.m.t('invoice.shipping');
  if (line.type === 'adjustment') return p.m.t('invoice.discount');
  return p.m.t('creditNote.line', { number: snapshot.corrects?.number ?? '' });
}

function paymentLabel(p: Printer, payment: InvoiceSnapshot['payment']): string {
  if (p.m.language === 'en') return payment.label;
  const known = ['stripe', 'paypal', 'bank_transfer', 'demo'] as const;
  const method = known.find((candidate) => candidate === payment.method);
  return method ? p.m.t(`invoice.payment.${method}`) : payment.label;
}

function header(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot, p: Printer): void {
  const credit = snapshot.kind === 'credit_note';
  const { seller, buyer } = snapshot;
  const { m } = p;
  doc
    .font('bold')
    .fontSize(20)
    .text(m.t(credit ? 'creditNote.title' : 'invoice.title'), MARGIN, MARGIN);
  doc.font('regular').fontSize(9).moveDown(0.5);
  doc
    .font('bold')
    .text(seller.name)
    .font('regular')
    .text(seller.address)
    .text(m.t('invoice.vatId', { vatId: seller.vatId }));

  const facts: [string, string][] = [
    [m.t(credit ? 'creditNote.numberLabel' : 'invoice.numberLabel'), snapshot.number],
    [m.t('invoice.issueDate'), p.day(snapshot.issueDate)],
    [m.t('invoice.order'), `#${snapshot.orderShortId}`],
    [m.t('invoice.orderDate'), p.day(snapshot.orderDate)],
  ];
  if (snapshot.corrects) facts.push([m.t('creditNote.corrects'), snapshot.corrects.number]);
  let y = MARGIN + 4;
  for (const [label, value] of facts) {
    doc.font('regular').text(label, 330, y, { width: 100 });
    doc.font('bold').text(value, 430, y, { width: 115, align: 'right' });
    y += 14;
  }

  doc.font('bold').fontSize(10).text(m.t('invoice.billTo'), MARGIN, 170);
  doc.font('regular').fontSize(9).text(buyer.name);
  if (buyer.address) {
    const { street, postalCode, city, country } = buyer.address;
    doc.text(street).text(`${postalCode} ${city}`.trim()).text(country);
  }
  doc.text(buyer.email);
}

function lines(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot, p: Printer): void {
  const right = { align: { x: 'right' as const } };
  const columns = [
    'invoice.description',
    'invoice.quantity',
    'invoice.vatPercent',
    'invoice.net',
    'invoice.vat',
    'invoice.gross',
  ] as const;
  const head = columns.map((key, index) => ({
    text: p.m.t(key),
    font: { src: 'bold' },
    ...(index > 0 ? right : {}),
  }));
  const rows = snapshot.lines.map((line) => [
    lineName(p, line, snapshot),
    { text: String(line.quantity), ...right },
    { text: p.m.t('invoice.rate', { rate: p.rate(line.vatRate) }), ...right },
    { text: p.euro(line.net), ...right },
    { text: p.euro(line.vat), ...right },
    { text: p.euro(line.gross), ...right },
  ]);
  doc.fontSize(9).table({
    position: { x: MARGIN, y: 270 },
    columnStyles: ['*', 35, 50, 75, 70, 75],
    defaultStyle: {
      border: { bottom: 0.5 },
      borderColor: '#999999',
      padding: { top: 4, bottom: 4, left: 3, right: 3 },
    },
    data: [head, ...rows],
  });
}

function totals(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot, p: Printer): void {
  const credit = snapshot.kind === 'credit_note';
  const { m, euro } = p;
  const rows: [string, string, boolean][] = [[m.t('invoice.netTotal'), euro(snapshot.totals.net), false]];
  for (const group of snapshot.vatGroups)
    rows.push([
      m.t('invoice.vatGroup', { rate: p.rate(group.vatRate), net: euro(group.net) }),
      euro(group.vat),
      false,
    ]);
  rows.push([m.t(credit ? 'creditNote.total' : 'invoice.total'), euro(snapshot.totals.gross), true]);
  let y = doc.y + 16;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, 300, y, { width: 150 });
    doc.text(value, 450, y, { width: 95, align: 'right' });
    y += strong ? 18 : 14;
  }
  doc
    .font('regular')
    .fontSize(9)
    .text(m.t('invoice.paymentMethod', { method: paymentLabel(p, snapshot.payment) }), MARGIN, y + 16);
  if (snapshot.reason) doc.text(m.t('creditNote.reason', { reason: snapshot.reason }));
  doc
    .moveDown()
    .fillColor('#555555')
    .text(credit ? m.t('creditNote.note', { number: snapshot.corrects?.number ?? '' }) : m.t('invoice.note'));
}

/** The document as one A4 PDF page, from its snapshot only (so it prints the same every time). */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const p = printer(snapshot.language ?? 'en');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: p.m.language,
    info: {
      Title: `${p.m.t(snapshot.kind === 'credit_note' ? 'creditNote.title' : 'invoice.title')} ${snapshot.number}`,
      Author: snapshot.seller.name,
      CreationDate: new Date(snapshot.issuedAt),
    },
  });
  const { regular, bold } = dejaVu();
  // @types/pdfkit does not know that a fontkit font is a source too.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, snapshot, p);
  lines(doc, snapshot, p);
  totals(doc, snapshot, p);
  doc.end();
  return done;
}
