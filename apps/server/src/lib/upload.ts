// Image uploads arrive as multipart/form-data with one `file` part; routes of several modules
// (media, granite images) read them the same way.
import { IMAGE_MESSAGES, LIMITS } from '@granite/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** One file of at most 5 MB (admin spec 5) and a few small fields per request. */
export const UPLOAD_LIMITS = {
  fileSize: LIMITS.imageMaxBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
};

/**
 * Reads the one file of a multipart request. The 5 MB limit is enforced by busboy while the
 * request streams in (nothing past the limit is buffered); the part's name and declared type are
 * ignored: media.inspect decides what the bytes are.
 */
export function uploadReader(
  request: FastifyRequest,
): () => Promise<{ bytes: Buffer; filename: string | undefined }> {
  return async () => {
    if (!request.isMultipart()) {
      throw new AppError(
        'unsupported_media_type',
        'Send the image as multipart/form-data in a field named "file"',
      );
    }
    const part = await request.file({
      limits: UPLOAD_LIMITS,
      // Keep the name as sent so a name carrying a path is refused, not silently cut to its last part.
      preservePath: true,
    });
    if (!part) throw new AppError('invalid_data', IMAGE_MESSAGES.invalidType, { file: 'is required' });
    try {
      return { bytes: await part.toBuffer(), filename: part.filename };
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge);
      }
      // A body cut off mid-part is the client's fault (busboy says so), not a 500.
      if (/^Unexpected end of (multipart data|form)$/.test((err as Error).message)) {
        throw new AppError('invalid_data', 'The upload was cut off. Please try again.', {
          file: 'was cut off',
        });
      }
      throw err;
    }
  };
}

/** A form of a few text fields and at most one file (D45: a note and the file that proves it). */
export type UploadForm = {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string | undefined } | null;
};

/**
 * Reads a multipart form with text fields and one `file` part, under the same limits as an image
 * (5 MB, busboy stops reading past it) unless `maxBytes` says otherwise (a thread's video, ADR 021).
 * Read only after the access check, like uploadReader.
 */
export function formUploadReader(
  request: FastifyRequest,
  maxBytes: number = UPLOAD_LIMITS.fileSize,
): () => Promise<UploadForm> {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return async () => {
    if (!request.isMultipart()) {
      throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data', {
        file: 'is required',
      });
    }
    const form: UploadForm = { fields: {}, file: null };
    try {
      for await (const part of request.parts({
        limits: { ...UPLOAD_LIMITS, fileSize: maxBytes, fieldSize: 8192 },
        preservePath: true,
      })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && !form.file) form.file = { bytes, filename: part.filename };
        } else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('payload_too_large', `The file must be smaller than ${megabytes} MB`, {
          file: `must be smaller than ${megabytes} MB`,
        });
      }
      if (/^Unexpected end of (multipart data|form)$/.test((err as Error).message)) {
        throw new AppError('invalid_data', 'The upload was cut off. Please try again.', {
          file: 'was cut off',
        });
      }
      throw err;
    }
    return form;
  };
}
