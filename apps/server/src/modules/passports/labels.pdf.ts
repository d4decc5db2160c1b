// D49: slab labels as a PDF (ADR 014's pdfkit and Noto fonts): A4 sheets of eight labels to cut, or
// one label per 100 × 50 mm page for a label printer. Each carries the QR code of the slab's passport
// address, its block and number in large type, and the product, lot, size and thickness in small.
import { formatFeetInches } from '@granite/shared';
import PDFDocument from 'pdfkit';
import { fontFiles } from '../documents/fonts';
import { drawQr } from '../documents/pdf';

export const LABEL_FORMATS = ['a4', 'label'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export type Label = {
  name: string;
  blockNumber: string;
  sequence: number;
  lotNumber: string;
  productName: string;
  lengthMm: number;
  widthMm: number;
  thicknessMm: number;
  url: string;
};

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89, margin: 10 * MM, columns: 2, rows: 4 };
const SINGLE = { width: 100 * MM, height: 50 * MM };
const INK = '#111111';
const MUTED = '#444444';

/** One label in the box (x, y, w, h): QR on the left, the slab's names on the right. */
function drawLabel(doc: PDFKit.PDFDocument, label: Label, x: number, y: number, w: number, h: number) {
  const pad = 3 * MM;
  const qr = Math.min(h - 2 * pad, w * 0.5);
  drawQr(doc, label.url, x + pad, y + (h - qr) / 2, qr, 'M');
  const tx = x + pad + qr + 2 * MM;
  const tw = x + w - pad - tx;
  const big = Math.min(h / 6.2, 30);
  let ty = y + pad + (h > 60 * MM ? 4 * MM : 0);
  const line = (text: string, size: number, bold = false, color = INK) => {
    // What does not fit the label is left off rather than spilling onto a page of its own.
    if (ty + size * 1.3 > y + h - pad / 2) return;
    doc
      .font(bold ? 'latinBold' : 'latin')
      .fontSize(size)
      .fillColor(color);
    doc.text(text, tx, ty, { width: tw, lineBreak: false, ellipsis: true });
    ty += size * 1.18;
  };
  line('BLOCK', big * 0.3, true, MUTED);
  line(label.blockNumber, big, true);
  line('SLAB', big * 0.3, true, MUTED);
  line(String(label.sequence).padStart(2, '0'), big * 1.25, true);
  ty += big * 0.1;
  const small = Math.max(6.5, big * 0.3);
  line(label.productName, small, true);
  if (label.lotNumber) line(`Lot ${label.lotNumber}`, small);
  line(`${label.lengthMm} × ${label.widthMm} mm · ${label.thicknessMm} mm`, small);
  line(`${formatFeetInches(label.lengthMm)} × ${formatFeetInches(label.widthMm)}`, small, false, MUTED);
}

/** The labels in `format`, in the order given. */
export function labelsPdf(labels: Label[], format: LabelFormat): Promise<Buffer> {
  const single = format === 'label';
  const doc = new PDFDocument({
    size: single ? [SINGLE.width, SINGLE.height] : 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Slab labels (${labels.length})`, Creator: 'Granite Marketplace' },
  });
  for (const [name, bytes] of Object.entries(fontFiles())) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const perPage = single ? 1 : A4.columns * A4.rows;
  const w = single ? SINGLE.width : (A4.width - 2 * A4.margin) / A4.columns;
  const h = single ? SINGLE.height : (A4.height - 2 * A4.margin) / A4.rows;
  labels.forEach((label, i) => {
    const slot = i % perPage;
    if (slot === 0) doc.addPage();
    const x = single ? 0 : A4.margin + (slot % A4.columns) * w;
    const y = single ? 0 : A4.margin + Math.floor(slot / A4.columns) * h;
    if (!single) {
      // Where to cut: a light dashed frame around each label.
      doc
        .save()
        .lineWidth(0.5)
        .dash(3, { space: 3 })
        .strokeColor('#b8b8b8')
        .rect(x, y, w, h)
        .stroke()
        .restore();
    }
    drawLabel(doc, label, x, y, w, h);
  });
  doc.end();
  return done;
}
