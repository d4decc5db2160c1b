// A video of the stone in a quote's thread (ADR 021): what phones record, MP4 (Android) and MOV
// (iPhone), both ISO base media files — a run of boxes, each its 4-byte size and 4-letter type,
// starting with `ftyp`. The bytes decide: the boxes must tile the file exactly, with the movie's
// description (`moov`) and its data (`mdat`); anything else is not a video. A phone writes where it
// was into the movie's metadata (`udta` ©xyz, `meta` ISO6709 location, XMP in a `uuid` box): those
// boxes are turned into `free` boxes of the same size with their bytes zeroed, so the yard's
// location is dropped while every offset into the media data stays right (players skip `free`).

export type InspectedVideo = { mimeType: 'video/mp4' | 'video/quicktime'; bytes: Buffer };

/** Still images in the same container (HEIC, AVIF): not a video. */
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);
/** Boxes that hold metadata rather than the movie: emptied wherever they are looked for. */
const METADATA = new Set(['udta', 'meta', 'uuid']);
/** Containers whose children may hold metadata (the movie and each of its tracks). */
const CONTAINERS = new Set(['moov', 'trak']);

type Box = { type: string; start: number; header: number; end: number };

/** The boxes between `start` and `end`, or null when they do not tile that span exactly. */
function boxesOf(bytes: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) return null;
    let size = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    let header = 8;
    if (size === 1) {
      if (end - at < 16) return null;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) size = end - at; // the last box runs to the end
    if (size < header || at + size > end) return null;
    // A box type is four printable characters (QuickTime's © is 0xA9).
    if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) return null;
    boxes.push({ type, start: at, header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Turns a metadata box into a `free` box of the same size with nothing in it. */
function empty(bytes: Buffer, box: Box): void {
  bytes.write('free', box.start + 4, 'latin1');
  bytes.fill(0, box.start + box.header, box.end);
}

function dropMetadata(bytes: Buffer, boxes: Box[], depth: number): boolean {
  for (const box of boxes) {
    if (METADATA.has(box.type)) empty(bytes, box);
    else if (CONTAINERS.has(box.type) && depth < 3) {
      const children = boxesOf(bytes, box.start + box.header, box.end);
      if (!children || !dropMetadata(bytes, children, depth + 1)) return false;
    }
  }
  return true;
}

/** The video as it will be kept (a copy, location dropped), or null when the bytes are not one. */
export function inspectVideo(input: Buffer): InspectedVideo | null {
  if (input.length < 16 || input.subarray(4, 8).toString('latin1') !== 'ftyp') return null;
  const bytes = Buffer.from(input);
  const boxes = boxesOf(bytes, 0, bytes.length);
  const first = boxes?.[0];
  if (!boxes || first?.type !== 'ftyp' || first.end - first.start < 16) return null;
  const brand = bytes.subarray(8, 12).toString('latin1');
  if (IMAGE_BRANDS.has(brand)) return null;
  if (!boxes.some((b) => b.type === 'moov') || !boxes.some((b) => b.type === 'mdat')) return null;
  if (!dropMetadata(bytes, boxes, 0)) return null;
  return { mimeType: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4', bytes };
}
