import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatEuro, toCents } from '@hometunnel/rules';
import type { InvoiceSnapshot } from './invoice-snapshot';

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

const euro = (amount: string) => formatEuro(toCents(amount));
const MARGIN = 50;

function header(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot): void {
  const credit = snapshot.kind === 'credit_note';
  const { seller, buyer } = snapshot;
  doc
    .font('bold')
    .fontSize(20)
    .text(credit ? 'Credit note' : 'Invoice', MARGIN, MARGIN);
  doc.font('regular').fontSize(9).moveDown(0.5);
  doc.font('bold').text(seller.name).font('regular').text(seller.address).text(`VAT ID: ${seller.vatId}`);

  const facts: [string, string][] = [
    [credit ? 'Credit note number' : 'Invoice number', snapshot.number],
    ['Issue date', snapshot.issueDate],
    ['Order', `#${snapshot.orderShortId}`],
    ['Order date', snapshot.orderDate],
  ];
  if (snapshot.corrects) facts.push(['Corrects invoice', snapshot.corrects.number]);
  let y = MARGIN + 4;
  for (const [label, value] of facts) {
    doc.font('regular').text(label, 330, y, { width: 100 });
    doc.font('bold').text(value, 430, y, { width: 115, align: 'right' });
    y += 14;
  }

  doc.font('bold').fontSize(10).text('Bill to', MARGIN, 170);
  doc.font('regular').fontSize(9).text(buyer.name);
  if (buyer.address) {
    const { street, postalCode, city, country } = buyer.address;
    doc.text(street).text(`${postalCode} ${city}`.trim()).text(country);
  }
  doc.text(buyer.email);
}

function lines(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot): void {
  const right = { align: { x: 'right' as const } };
  const head = ['Description', 'Qty', 'VAT %', 'Net', 'VAT', 'Gross'].map((text, index) => ({
    text,
    font: { src: 'bold' },
    ...(index > 0 ? right : {}),
  }));
  const rows = snapshot.lines.map((line) => [
    line.name,
    { text: String(line.quantity), ...right },
    { text: `${line.vatRate}%`, ...right },
    { text: euro(line.net), ...right },
    { text: euro(line.vat), ...right },
    { text: euro(line.gross), ...right },
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

function totals(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot): void {
  const credit = snapshot.kind === 'credit_note';
  const rows: [string, string, boolean][] = [['Net total', euro(snapshot.totals.net), false]];
  for (const group of snapshot.vatGroups)
    rows.push([`VAT ${group.vatRate}% of ${euro(group.net)}`, euro(group.vat), false]);
  rows.push([credit ? 'Total credited' : 'Total', euro(snapshot.totals.gross), true]);
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
    .text(`Payment method: ${snapshot.payment.label}`, MARGIN, y + 16);
  if (snapshot.reason) doc.text(`Reason: ${snapshot.reason}`);
  doc
    .moveDown()
    .fillColor('#555555')
    .text(
      credit
        ? `This credit note corrects invoice ${snapshot.corrects?.number ?? ''}. Amounts in EUR, VAT included.`
        : 'Amounts in EUR. Prices include VAT.',
    );
}

/** The document as one A4 PDF page, from its snapshot only (so it prints the same every time). */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${snapshot.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${snapshot.number}`,
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
  header(doc, snapshot);
  lines(doc, snapshot);
  totals(doc, snapshot);
  doc.end();
  return done;
}
