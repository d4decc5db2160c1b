import type { ApiErrorBody, ErrorCode, UploadedImage, UploadKind } from '@granite/shared';
import { IMAGE_MESSAGES, LIMITS } from '@granite/shared';
import { ApiError, apiUrl } from '@/lib/api';

/** Where an upload goes: a free upload of a kind, or straight onto a record. */
export type UploadTarget =
  | { kind: UploadKind }
  | { productId: number }
  | { manufacturerLogoId: number }
  | { graniteImageId: number };

function endpoint(target: UploadTarget): { method: 'POST' | 'PUT'; url: string } {
  if ('kind' in target) return { method: 'POST', url: apiUrl('/media', { kind: target.kind }) };
  if ('productId' in target) return { method: 'PUT', url: apiUrl(`/products/${target.productId}/image`) };
  if ('manufacturerLogoId' in target)
    return { method: 'PUT', url: apiUrl(`/vendors/${target.manufacturerLogoId}/logo`) };
  return { method: 'PUT', url: apiUrl(`/admin/granite-images/${target.graniteImageId}/image`) };
}

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Admin spec 5, checked in the browser for a quick answer; the server decides again from the bytes.
 * Returns the spec's message, or null when the file may be sent.
 */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size > LIMITS.imageMaxBytes) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * Sends one image as multipart/form-data. XMLHttpRequest rather than fetch because only it reports
 * upload progress. Errors become the same typed ApiError as every other call.
 */
export function uploadImage(
  target: UploadTarget,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const { method, url } = endpoint(target);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'unavailable', 'Could not reach the server. Check your connection and try again.'),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as UploadedImage);
      const error = (body as ApiErrorBody | undefined)?.error;
      if (error?.message) return reject(new ApiError(xhr.status, error.code, error.message, error.fields));
      const code: ErrorCode = xhr.status === 413 ? 'payload_too_large' : 'internal';
      reject(new ApiError(xhr.status, code, xhr.status === 413 ? IMAGE_MESSAGES.tooLarge : 'Upload failed'));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
