import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@granite/shared';
import { z } from 'zod';

/** Services throw this; one function turns it into an HTTP answer (STYLE: errors). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds until a refused (429) or unavailable (503) request may be tried again: `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('forbidden', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('unauthorized', message);

const STATUS: Record<ErrorCode, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Field errors keyed by dotted path, e.g. { "delivery.pin": "must be a 6-digit PIN code" }. */
export function fieldsFromZodIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'is not an allowed field';
      continue;
    }
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function invalidData(fields: Record<string, string>): AppError {
  const parts = Object.entries(fields).map(([k, v]) => (k === '_' ? v : `${k} ${v}`));
  return new AppError('invalid_data', parts.join('; ') || 'Invalid request', fields);
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Connection-level failures: the database is down, restarting, refusing connections or out of them. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown (a restart ends every session)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a replica not yet promoted after a failover (ADR 020)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg.Pool: every client busy for connectionTimeoutMillis
  'Connection terminated',
  'connection is closed',
  'Client has encountered a connection error',
  'Connection refused',
];

/**
 * Whether an error (or its cause: drizzle wraps the driver's error) means the database cannot be
 * reached right now rather than that the request was wrong. Those answer 503 with Retry-After
 * (PostgreSQL restarting, pool exhausted), never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/** better-auth answers with HTTP statuses; the code ours gives the same status. */
const CODE_BY_AUTH_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_data',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_data',
  429: 'rate_limited',
};

/** better-auth's own wording where ours is clearer for this site, by better-auth's error code. */
const AUTH_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please verify your e-mail address first. We have sent you a new verification link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
};

/** A better-auth code that names one of our fields: `{ INVALID_PASSWORD: ['currentPassword', 'message'] }`. */
export type KnownAuthErrors = Record<string, [field: string, message: string]>;

/**
 * better-auth's error answer (the body of its HTTP answer, or of an APIError its server API throws)
 * as an AppError, so its errors take the one path every other error takes (toHttpError). Our own
 * codes (set by our hooks) are kept; known better-auth codes get a field and our wording; a 5xx
 * never shows better-auth's message.
 */
export function fromAuthError(
  status: number,
  raw: unknown,
  options: { known?: KnownAuthErrors; retryAfter?: number } = {},
): AppError {
  const body = (raw ?? {}) as { code?: string; message?: string; fields?: Record<string, string> };
  const field = body.code ? options.known?.[body.code] : undefined;
  if (field) return new AppError('invalid_data', field[1], { [field[0]]: field[1] });
  const code: ErrorCode = (ERROR_CODES as readonly string[]).includes(body.code ?? '')
    ? (body.code as ErrorCode)
    : (CODE_BY_AUTH_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid_data'));
  const message =
    (body.code && AUTH_MESSAGES[body.code]) ||
    (status >= 500 ? INTERNAL_MESSAGE : body.message) ||
    'Authentication failed';
  return new AppError(code, message, body.fields, options.retryAfter);
}

/** What better-auth's server API throws (`APIError`): a status, a body and the answer's headers. */
type ThrownAuthError = { statusCode?: unknown; body?: unknown; headers?: unknown };

/** A thrown better-auth APIError as an AppError (fromAuthError); anything else is returned unchanged. */
export function fromThrownAuthError(err: unknown, known?: KnownAuthErrors): unknown {
  const e = err as ThrownAuthError | null | undefined;
  // A 5xx stays as thrown: the error handler logs the original and answers a generic 500.
  if (typeof e?.statusCode !== 'number' || e.statusCode >= 500 || !e.body) return err;
  // Our rate-limit hook (auth.ts) sends the wait in this header; it becomes `Retry-After`.
  const retryAfter = Number(headerOf(e.headers, 'x-retry-after'));
  return fromAuthError(e.statusCode, e.body, { known, retryAfter: retryAfter > 0 ? retryAfter : undefined });
}

function headerOf(headers: unknown, name: string): string | null {
  try {
    return headers ? new Headers(headers as ConstructorParameters<typeof Headers>[0]).get(name) : null;
  } catch {
    return null;
  }
}

/** Parses input with a shared schema or throws a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidData(fieldsFromZodIssues(result.error.issues));
  return result.data;
}

type FastifyLikeError = { statusCode?: number; code?: string; message?: string };

/** The one mapping from any thrown value to a status and a safe body. Never leaks stacks or SQL. */
export function toHttpError(error: unknown): { status: number; body: ApiErrorBody; retryAfter?: number } {
  if (error instanceof AppError) {
    return {
      status: STATUS[error.code],
      ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      },
    };
  }
  if (error instanceof z.ZodError) return toHttpError(invalidData(fieldsFromZodIssues(error.issues)));
  if (isDatabaseUnavailable(error)) {
    return toHttpError(
      new AppError('unavailable', UNAVAILABLE_MESSAGE, undefined, UNAVAILABLE_RETRY_SECONDS),
    );
  }
  const e = (error ?? {}) as FastifyLikeError;
  const status: number = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
    return toHttpError(new AppError('payload_too_large', 'The request body is too large'));
  }
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return toHttpError(new AppError('unsupported_media_type', 'Unsupported content type'));
  }
  if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return toHttpError(new AppError('invalid_data', 'The request body must not be empty'));
  }
  if (status === 429)
    return toHttpError(new AppError('rate_limited', 'Too many requests. Please try again later.'));
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, bad content length): their message is safe.
    return {
      status,
      body: {
        error: { code: status === 404 ? 'not_found' : 'invalid_data', message: e.message ?? 'Bad request' },
      },
    };
  }
  return {
    status: 500,
    body: { error: { code: 'internal', message: INTERNAL_MESSAGE } },
  };
}
