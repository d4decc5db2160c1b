// D43: what an e-invoice prints of its registration with the IRP: the IRN, the acknowledgement
// number and date, and the IRP's signed QR code as a QR image (CGST Rules r.48(4); notification
// 14/2020-CT asks for the QR code on the invoice). The code is drawn as vector squares from the QR
// matrix, so the file stays the same bytes at every rendering.
import { CONTENT_WIDTH, drawQr, MUTED, PAGE, type Pdf } from './pdf';

export type Registration = { irn: string; ackNo: string; ackDate: Date; signedQr: string };

/** "07/12/2026 15:30", India time. */
const ackDateText = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(at)
    .replace(',', '');

/** The e-invoice block: IRN, Ack No and date on the left, the signed QR code on the right; returns the y below. */
export function irnBlock(pdf: Pdf, y: number, reg: Registration): number {
  const size = 150;
  y = pdf.ensure(y, size + 8);
  const x = PAGE.margin;
  const width = CONTENT_WIDTH - size - 12;
  let ty = pdf.text('E-INVOICE (REGISTERED WITH THE INVOICE REGISTRATION PORTAL)', x, y + 4, {
    width,
    size: 7.5,
    bold: true,
    color: MUTED,
  });
  ty = pdf.text('IRN', x, ty + 4, { width, size: 8, color: MUTED });
  ty = pdf.text(reg.irn, x, ty, { width, size: 7.5, bold: true });
  ty = pdf.text(`Ack No: ${reg.ackNo}`, x, ty + 4, { width, size: 8.5, bold: true });
  pdf.text(`Ack Date: ${ackDateText(reg.ackDate)}`, x, ty + 1, { width, size: 8.5, bold: true });
  drawQr(pdf.doc, reg.signedQr, PAGE.margin + CONTENT_WIDTH - size, y, size);
  return y + size + 6;
}
