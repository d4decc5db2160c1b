// D49: reading slab labels back as a person and a phone would: the PDF's text (pdftotext) and each
// page's QR code (pdftoppm renders the page, jsQR decodes it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';

export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    writeFileSync(join(dir, 'l.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'l.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Decodes one QR code from an image (PNG or any format sharp reads), or null. */
export async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

/** Each page rendered at `dpi` as PNG. */
export function pdfPages(pdf: Buffer, dpi = 100): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    writeFileSync(join(dir, 'l.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'l.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The QR codes of an A4 sheet: the page cut into its 2 × 4 labels, each decoded (jsQR reads one code
 * per image).
 */
export async function sheetCodes(page: Buffer): Promise<string[]> {
  const { width, height } = await sharp(page).metadata();
  const margin = Math.round((width! * 10) / 210);
  const w = Math.floor((width! - 2 * margin) / 2);
  const h = Math.floor((height! - 2 * margin) / 4);
  const codes: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 2; col++) {
      const cell = await sharp(page)
        .extract({ left: margin + col * w, top: margin + row * h, width: w, height: h })
        .png()
        .toBuffer();
      const code = await decodeQr(cell);
      if (code) codes.push(code);
    }
  }
  return codes;
}
