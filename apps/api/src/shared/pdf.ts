import { formatNaira } from '@shuttle/contracts';
import PDFDocument from 'pdfkit';

export type PdfDocument = InstanceType<typeof PDFDocument>;

/**
 * A document made with pdfkit, collected into bytes. Receipts and statements are a page or a
 * few: small enough to build in memory and send with a Content-Length.
 */
export function pdfBytes(title: string, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Shuttle' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * Naira for a PDF: the standard fonts pdfkit embeds have no naira sign, so the amount is written
 * with the currency's code (NGN 1,850.00) rather than a glyph the reader would see as a box.
 */
export const pdfNaira = (kobo: number) => formatNaira(kobo).replace('₦', 'NGN ');

/** A row of two columns: a label on the left, an amount on the right. */
export function pdfRow(doc: PdfDocument, label: string, amount: string, bold = false): void {
  const y = doc.y;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, doc.page.margins.left, y, { width: width - 220 });
  const after = doc.y;
  doc.text(amount, doc.page.margins.left + width - 210, y, { width: 210, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.x = doc.page.margins.left;
}
