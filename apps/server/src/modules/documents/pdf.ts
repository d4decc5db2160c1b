// D35, ADR 014: the documents' drawing on pdfkit: A4, Noto Sans with Devanagari and the ₹ sign,
// text laid in runs of one font each so a Hindi name or an amount in ₹ prints in its own glyphs.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontFiles, runsOf, type Script } from './fonts';

export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = '#1f2937';
export const MUTED = '#4b5563';
export const RULE = '#9ca3af';

type TextOptions = {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
};

const FONT_NAMES: Record<Script, [string, string]> = {
  latin: ['latin', 'latinBold'],
  latinExt: ['latinExt', 'latinExtBold'],
  deva: ['deva', 'devaBold'],
};

export class Pdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(title: string, author: string, issuedAt: Date) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      info: { Title: title, Author: author, Creator: author, CreationDate: issuedAt, ModDate: issuedAt },
    });
    for (const [name, bytes] of Object.entries(fontFiles())) this.doc.registerFont(name, bytes);
    this.doc.font('latin').fillColor(INK);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private font(script: Script, bold: boolean) {
    this.doc.font(FONT_NAMES[script][bold ? 1 : 0]);
  }

  /** The height `text` takes in `width` (measured in the Latin font, a close enough figure). */
  heightOf(text: string, o: TextOptions = {}): number {
    this.font('latin', !!o.bold);
    this.doc.fontSize(o.size ?? 9);
    return this.doc.heightOfString(text || ' ', { width: o.width ?? CONTENT_WIDTH });
  }

  /** Draws `text` at (x, y) in a box `width` wide; returns the y below it. */
  text(text: string, x: number, y: number, o: TextOptions = {}): number {
    const width = o.width ?? CONTENT_WIDTH;
    const runs = runsOf(text || ' ');
    this.doc.fontSize(o.size ?? 9).fillColor(o.color ?? INK);
    const height = this.heightOf(text, o);
    if (runs.length > 1 && o.align && o.align !== 'left') {
      // pdfkit aligns each continued run by itself: lay a one-line mixed text out by hand.
      const widths = runs.map((run) => {
        this.font(run.script, !!o.bold);
        this.doc.fontSize(o.size ?? 9);
        return this.doc.widthOfString(run.text);
      });
      const total = widths.reduce((a, b) => a + b, 0);
      if (total <= width) {
        let cx = x + (o.align === 'right' ? width - total : (width - total) / 2);
        runs.forEach((run, i) => {
          this.font(run.script, !!o.bold);
          this.doc.fontSize(o.size ?? 9);
          this.doc.text(run.text, cx, y, { lineBreak: false });
          cx += widths[i]!;
        });
        return y + height;
      }
    }
    runs.forEach((run, i) => {
      this.font(run.script, !!o.bold);
      this.doc.fontSize(o.size ?? 9);
      const continued = i < runs.length - 1;
      if (i === 0)
        this.doc.text(run.text, x, y, {
          width,
          align: runs.length === 1 ? (o.align ?? 'left') : 'left',
          continued,
        });
      else this.doc.text(run.text, { continued });
    });
    return y + height;
  }

  line(x1: number, y1: number, x2: number, y2: number, color = RULE) {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.6).strokeColor(color).stroke();
  }

  box(x: number, y: number, w: number, h: number, color = RULE) {
    this.doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(color).stroke();
  }

  fill(x: number, y: number, w: number, h: number, color: string) {
    this.doc.rect(x, y, w, h).fillColor(color).fill();
    this.doc.fillColor(INK);
  }

  /** A new page when fewer than `needed` points are left; returns the y to go on at. */
  ensure(y: number, needed: number): number {
    if (y + needed <= PAGE.height - PAGE.margin - 20) return y;
    this.doc.addPage();
    return PAGE.margin;
  }

  /** "Page n of m" at each page's foot, then the file. */
  async finish(footer: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = PAGE.height - PAGE.margin - 10;
      this.font('latin', false);
      this.doc.fontSize(7).fillColor(MUTED);
      this.doc.text(`${footer} · Page ${i + 1} of ${range.count}`, PAGE.margin, y, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    }
    this.doc.end();
    return this.done;
  }
}

export type Column = { title: string; width: number; align?: 'left' | 'right' | 'center' };

/** A table with a shaded header row and ruled rows; returns the y below it. */
export function table(
  pdf: Pdf,
  y: number,
  columns: Column[],
  rows: string[][],
  o: { bold?: number[] } = {},
): number {
  const x0 = PAGE.margin;
  const pad = 4;
  const header = (top: number) => {
    const h =
      Math.max(
        ...columns.map((c) => pdf.heightOf(c.title, { width: c.width - 2 * pad, bold: true, size: 8 })),
      ) +
      2 * pad;
    pdf.fill(x0, top, CONTENT_WIDTH, h, '#e5e7eb');
    let x = x0;
    for (const c of columns) {
      pdf.text(c.title, x + pad, top + pad, {
        width: c.width - 2 * pad,
        align: c.align,
        bold: true,
        size: 8,
      });
      x += c.width;
    }
    pdf.box(x0, top, CONTENT_WIDTH, h);
    return top + h;
  };
  y = header(y);
  rows.forEach((row, r) => {
    const bold = o.bold?.includes(r) ?? false;
    const h =
      Math.max(
        ...row.map((cell, i) => pdf.heightOf(cell, { width: columns[i]!.width - 2 * pad, bold, size: 8.5 })),
      ) +
      2 * pad;
    const top = pdf.ensure(y, h);
    if (top !== y) y = header(top);
    let x = x0;
    row.forEach((cell, i) => {
      const c = columns[i]!;
      pdf.text(cell, x + pad, y + pad, { width: c.width - 2 * pad, align: c.align, bold, size: 8.5 });
      x += c.width;
    });
    pdf.line(x0, y + h, x0 + CONTENT_WIDTH, y + h);
    pdf.line(x0, y, x0, y + h);
    pdf.line(x0 + CONTENT_WIDTH, y, x0 + CONTENT_WIDTH, y + h);
    y += h;
  });
  return y;
}

/**
 * The QR code of `text` drawn in a `size`-point square at (x, y), its quiet zone of four modules
 * included: one rectangle per run of dark modules. The e-invoice's signed QR (level L, a long text)
 * and a slab label's passport address (level M, D49: read by a phone's camera in a yard).
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  errorCorrectionLevel: 'L' | 'M' = 'L',
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  const n = modules.size;
  const cell = size / (n + 8); // four modules of quiet zone on each side
  doc.save().fillColor('#000000');
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + (start + 4) * cell, y + (row + 4) * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill().restore();
}
