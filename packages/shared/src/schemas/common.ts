import { z } from 'zod';
import { LIMITS } from '../limits';
import { pinStateProblem } from '../pin-states';

/** Database ids are positive integers; anything else is a 400 naming the parameter. */
export const IdParam = z.coerce
  .number({ message: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .positive('must be a positive whole number')
  .max(2_147_483_647, 'is out of range');

export const EmailSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'is too long')
  .email('must be a valid e-mail address')
  .transform((v) => v.toLowerCase());

export const PasswordSchema = z
  .string({ message: 'is required' })
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters long`)
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters long`);

/** D16: Indian mobile, +91 / 0 prefix optional, 10 digits starting 6-9. */
export const IndianMobileSchema = z
  .string({ message: 'is required' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number')
      .transform((v) => `+91${v.slice(-10)}`),
  );

export const PinCodeSchema = z
  .string({ message: 'is required' })
  .trim()
  .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code');

/**
 * D34: a check for an object schema's superRefine: the PIN at `pinKey` lies in the state at
 * `stateKey` (when both are given), else a 400 naming the PIN's field ("PIN 635126 is in Tamil Nadu,
 * not Karnataka").
 */
export const pinInState =
  (pinKey: string, stateKey: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const pin = value[pinKey];
    const state = value[stateKey];
    if (typeof pin !== 'string' || typeof state !== 'string' || !state) return;
    const problem = pinStateProblem(pin, state);
    if (problem) ctx.addIssue({ code: 'custom', path: [pinKey], message: problem });
  };

export const PageQuery = z.object({
  page: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LIMITS.maxPage, `must be at most ${LIMITS.maxPage}`)
    .default(1),
  pageSize: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LIMITS.maxPageSize, `must be at most ${LIMITS.maxPageSize}`)
    .default(LIMITS.productsPageSize),
});

export type Paginated<T> = {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/** Response schema of a page of `item` (every list answer of the API). */
export const PaginatedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

/** Timestamps travel as ISO 8601 strings. */
export const Timestamp = z.string().describe('ISO 8601 date-time');

/** The body of an operation that takes none: absent or `{}`; anything else is refused by name. */
export const EmptyBody = z.object({}).strict().describe('No body');

/** The answer of an operation that has nothing more to say than that it worked. */
export const OkAnswer = z.object({ ok: z.literal(true) });

export const ERROR_CODES = [
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body of the API (docs/architecture.md, Errors): `fields` names each bad input field. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On 5xx answers: the request's id, as in the server's log lines and the X-Request-Id header. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
