import type { ApiErrorBody, ErrorCode } from '@granite/shared';
import { isKeptCopy, noteNetworkAnswer } from './network-state';

/** Every call goes to the versioned JSON API on the same origin (docs/architecture.md, Shape). */
const API_BASE = '/api/v1';

/** The API's error body (`{ error: { code, message, fields? } }`) as a typed exception. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  /** Appended as a query string; null, undefined and empty-string values are left out. */
  query?: QueryParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Server rendering (ADR 011): the page's reads answered in-process by the server's services, with
 * the status and JSON body the HTTP API would give. Set once by entry-server.tsx, never in a browser.
 */
export type InProcessApi = (
  path: string,
  query: URLSearchParams,
) => Promise<{ status: number; body: unknown }>;

let inProcessApi: InProcessApi | undefined;

export function setInProcessApi(answer: InProcessApi): void {
  inProcessApi = answer;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

function toApiError(status: number, parsed: unknown): ApiError {
  if (isErrorBody(parsed)) {
    const { code, message, fields } = parsed.error;
    return new ApiError(status, code, message, fields);
  }
  return fallbackError(status);
}

async function requestInProcess<T>(
  answer: InProcessApi,
  method: Method,
  path: string,
  options: RequestOptions,
) {
  if (method !== 'GET') throw new ApiError(0, 'unavailable', 'Only reads happen during server rendering');
  const url = new URL(apiUrl(path, options.query), 'http://in-process');
  const { status, body } = await answer(url.pathname.slice(API_BASE.length), url.searchParams);
  if (status >= 400) throw toApiError(status, body);
  return body as T;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** A status without a usable JSON body (a proxy's HTML page, an empty 502) still becomes an ApiError. */
function fallbackError(status: number): ApiError {
  if (status === 401) return new ApiError(status, 'unauthorized', 'Please sign in to continue');
  if (status === 403) return new ApiError(status, 'forbidden', 'You do not have permission to do this');
  if (status === 404) return new ApiError(status, 'not_found', 'Not found');
  if (status === 429)
    return new ApiError(status, 'rate_limited', 'Too many requests. Please try again later.');
  if (status === 502 || status === 503 || status === 504) {
    return new ApiError(status, 'unavailable', 'The service is temporarily unavailable. Please try again.');
  }
  if (status >= 400 && status < 500)
    return new ApiError(status, 'invalid_data', 'The request could not be processed');
  return new ApiError(status, 'internal', 'Something went wrong on our side. Please try again.');
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (inProcessApi) return requestInProcess<T>(inProcessApi, method, path, options);
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // Uploads: the browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteNetworkAnswer(false);
    throw new ApiError(0, 'unavailable', 'Could not reach the server. Check your connection and try again.');
  }
  // The worker answers a public read from its copy when the network failed: the page is offline.
  noteNetworkAnswer(!isKeptCopy(response));

  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let parsed: unknown;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

/** Small JSON client for `/api/v1/...`; the session cookie travels with every call. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
