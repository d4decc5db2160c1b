// Sends a stored file the owner module has just checked access to (ADR 021): never cached by a
// shared cache, never sniffed into something else, and a download when opened on its own. A video
// is asked in byte ranges by the browser's player (to start playing and to seek): one range
// `bytes=a-b` (or `a-`, or `-n`) answers 206 with that part, an impossible one 416.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type FileBytes = { bytes: Buffer; mimeType: string; filename: string };

function rangeOf(header: string | undefined, length: number): [number, number] | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null; // none, or several ranges: the whole file
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, length - Number(m[2]));
    end = length - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? length - 1 : Math.min(Number(m[2]), length - 1);
  }
  if (start >= length || start > end) return 'unsatisfiable';
  return [start, end];
}

export function sendFileBytes(request: FastifyRequest, reply: FastifyReply, file: FileBytes) {
  const length = file.bytes.length;
  reply
    .header('cache-control', 'private, no-store')
    .header('content-type', file.mimeType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('accept-ranges', 'bytes');
  const range = rangeOf(request.headers.range, length);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${length}`).send();
  }
  if (range) {
    const [start, end] = range;
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${length}`)
      .send(file.bytes.subarray(start, end + 1) as unknown as string);
  }
  return reply.send(file.bytes as unknown as string);
}
