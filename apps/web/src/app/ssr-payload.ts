// What a server-rendered page hands to the browser (ADR 011): the TanStack Query cache the server
// filled, in a JSON script element (type="application/json" is data, never run, so the CSP's
// script-src 'self' stays as strict as it is).
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

export const SSR_DATA_ID = 'ssr-data';

export type SsrPayload = { queries: DehydratedState };

/** An ApiError does not survive JSON; it travels as its fields and is rebuilt before hydration. */
type SerializedApiError = { apiError: { status: number; code: ApiError['code']; message: string } };

export function serializeError(error: unknown): unknown {
  if (error instanceof ApiError)
    return { apiError: { status: error.status, code: error.code, message: error.message } };
  return error;
}

function reviveError(error: unknown): unknown {
  const e = (error as Partial<SerializedApiError> | null)?.apiError;
  return e ? new ApiError(e.status, e.code, e.message) : error;
}

/**
 * JSON that cannot end its script element or open a comment: `<`, `>` and `&` as \u escapes (a
 * product named `</script><script>…` stays text); U+2028/2029 too.
 */
export function payloadJson(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function payloadScript(payload: SsrPayload): string {
  return `<script type="application/json" id="${SSR_DATA_ID}">${payloadJson(payload)}</script>`;
}

/** The payload of a server-rendered page, or undefined for a page the browser renders alone (panels). */
export function readSsrPayload(): SsrPayload | undefined {
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return undefined;
  const payload = JSON.parse(text) as SsrPayload;
  for (const query of payload.queries.queries) {
    if (query.state.error) query.state.error = reviveError(query.state.error) as Error;
  }
  return payload;
}
