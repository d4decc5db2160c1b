// Decides what an uploaded file is from its bytes alone (never its name or declared type).
import { IMAGE_MESSAGES } from '@granite/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors';

/** Decompression-bomb guard: refuse anything above 40 megapixels before decoding it. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export type InspectedImage = { format: ImageFormat; width: number; height: number };

const notAnImage = () => new AppError('unsupported_media_type', IMAGE_MESSAGES.invalidType);

/** The container format from its signature; anything else (SVG, HTML, PDF, TIFF, HEIC…) is null. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head6 = bytes.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Markup a browser would render if the bytes were ever sniffed as a document. Each alternative is at
 * least five specific bytes plus a delimiter, so compressed pixel data matches by chance about once
 * in 10^12 positions; XMP metadata (`<?xpacket`, `<x:xmpmeta`, `<rdf:…`) does not match.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?php)[\s>/]/i;

/**
 * True when the file is also something else: bytes after the image's own end (a PNG ends with its
 * IEND chunk, a GIF with its 0x3B trailer, a WebP where its RIFF size says) or markup anywhere in it
 * (appended after a JPEG's end, or hidden in a PNG text chunk). JPEG trailers without markup (camera
 * MPF data) are allowed.
 */
export function isPolyglot(bytes: Buffer, format: ImageFormat): boolean {
  if (MARKUP.test(bytes.toString('latin1'))) return true;
  switch (format) {
    case 'png': {
      const iend = bytes.lastIndexOf(Buffer.from('IEND', 'latin1'));
      return iend >= 0 && iend + 8 < bytes.length; // chunk type + CRC end the file
    }
    case 'gif':
      return bytes[bytes.length - 1] !== 0x3b;
    case 'webp': {
      const declared = bytes.readUInt32LE(4) + 8;
      return declared + (declared % 2) < bytes.length; // RIFF chunks are padded to even sizes
    }
    case 'jpeg':
      return false;
  }
}

/**
 * Accepts JPEG, PNG, WebP and GIF that decode completely, within the pixel limit, with nothing
 * appended. Everything else is refused with the spec's message (admin spec 5); a bomb is refused
 * from its header, before any pixel is decoded.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  if (bytes.length === 0) throw notAnImage();
  const format = sniffFormat(bytes);
  if (!format) throw notAnImage();
  // A file that is an image and also a document (HTML/script appended) is refused outright, even
  // though re-encoding would make the stored copy inert: we never keep a file we would not serve.
  if (isPolyglot(bytes, format)) throw notAnImage();

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw notAnImage();
  // Animated GIF/WebP: every frame counts towards the decoded size.
  const pixels = meta.width * meta.height * (meta.pages ?? 1);
  if (meta.width * meta.height > MAX_INPUT_PIXELS || pixels > MAX_INPUT_PIXELS * 4) {
    throw new AppError(
      'invalid_data',
      `Image dimensions are too large (${meta.width}x${meta.height}); at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
  try {
    // A full decode: truncated or corrupt pixel data fails here (failOn 'error' implies 'truncated').
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).stats();
  } catch {
    throw notAnImage();
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    format,
    width: rotated ? meta.height : meta.width,
    height: rotated ? meta.width : meta.height,
  };
}
