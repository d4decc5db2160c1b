// Image fixtures for upload tests, made with sharp and zlib at run time (nothing binary is committed).
import { randomBytes } from 'node:crypto';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

export async function solidImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 800,
  height = 600,
  colour = { r: 40, g: 40, b: 48 },
): Promise<Buffer> {
  // A little noise so encoders do real work and every size gives distinct bytes.
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const n = (i * 2654435761) % 17;
    raw[i] = colour.r + n;
    raw[i + 1] = colour.g + n;
    raw[i + 2] = colour.b + n;
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return img[format]().toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°": stored upright, i.e. with width and height swapped. */
export async function rotatedJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp(await solidImage('jpeg', width, height))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A complete, valid 1-bit PNG of 50,000 x 50,000 pixels (2.5 gigapixels, ~312 MB of pixel data
 * once inflated, several GB once decoded to RGBA), padded with an ancillary chunk to ~4.9 MB: the
 * decompression bomb that ADR 005 guards against.
 */
export async function decompressionBomb(side = 50_000, targetBytes = 4.9 * 1024 * 1024): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + 1 bit per pixel
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const rowsPerWrite = 200;
  const zeros = Buffer.alloc(rowBytes * rowsPerWrite);
  for (let y = 0; y < side; y += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, side - y);
    if (!deflate.write(zeros.subarray(0, rows * rowBytes))) {
      await new Promise((r) => deflate.once('drain', r));
    }
  }
  deflate.end();
  await done;
  const idat = Buffer.concat(out);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const head = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
  ]);
  const tail = Buffer.concat([chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
  const padding = Math.max(0, targetBytes - head.length - tail.length - 12);
  // Random bytes in a private ancillary chunk: decoders skip it.
  return Buffer.concat([head, chunk('prVt', randomBytes(padding)), tail]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
    '<script>alert(document.cookie)</script><rect width="800" height="600"/></svg>',
);

export const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** multipart/form-data with one file part, as a browser sends it. */
export function multipart(
  bytes: Buffer,
  options: { filename?: string; contentType?: string; field?: string; fields?: Record<string, string> } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----granite${randomBytes(8).toString('hex')}`;
  const filename = options.filename ?? 'slab.png';
  // Text fields first, as a browser sends a form's fields in their order.
  const fields = Object.entries(options.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
