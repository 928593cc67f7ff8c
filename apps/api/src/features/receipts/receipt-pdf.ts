import type { Receipt } from '@shuttle/contracts';
import { lagosDate } from '@shuttle/contracts';
import { pdfBytes, pdfNaira, pdfRow } from '../../shared/pdf.ts';

/** A receipt as a one-page PDF, with what the printable page shows. */
export function receiptPdf(receipt: Receipt, riderName: string): Promise<Buffer> {
  const { details } = receipt;
  return pdfBytes(`Receipt ${receipt.number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Shuttle');
    doc.font('Helvetica').fontSize(10).text('Receipt').moveDown();
    doc.font('Helvetica-Bold').fontSize(14).text(`Receipt ${receipt.number}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Issued on ${lagosDate(new Date(receipt.created_at))} (Lagos) to ${riderName}`);
    doc.text(details.title).moveDown();
    for (const line of details.lines) pdfRow(doc, line.description, pdfNaira(line.amount_kobo));
    if (details.discount_kobo > 0) pdfRow(doc, 'Discount', pdfNaira(-details.discount_kobo));
    doc.moveDown(0.5);
    pdfRow(doc, 'Total paid', pdfNaira(details.total_kobo), true);
    doc.moveDown();
    doc.font('Helvetica').fontSize(10).text(`Paid with: ${details.paid_with}`);
    if (details.reference) doc.text(`Reference: ${details.reference}`);
    if (details.booking_id !== null) doc.text(`Booking: #${details.booking_id}`);
    if (details.balance_after_kobo !== null)
      doc.text(`New wallet balance: ${pdfNaira(details.balance_after_kobo)}`);
  });
}
