import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  fromAuthError,
  fromThrownAuthError,
  isDatabaseUnavailable,
  parseInput,
  toHttpError,
} from './errors';

describe('toHttpError', () => {
  it.each([
    ['invalid_data', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['rate_limited', 429],
  ] as const)('maps %s to %i', (code, status) => {
    const sut = toHttpError(new AppError(code, 'msg'));
    expect(sut.status).toBe(status);
    expect(sut.body).toEqual({ error: { code, message: 'msg' } });
  });

  it('hides unknown errors behind a generic 500', () => {
    const sut = toHttpError(new Error('relation "secret_table" does not exist'));
    expect(sut.status).toBe(500);
    expect(JSON.stringify(sut.body)).not.toContain('secret_table');
  });

  it('names each bad field of a zod parse', () => {
    const schema = z.object({ page: z.number().min(1, 'must be at least 1'), name: z.string() }).strict();
    try {
      parseInput(schema, { page: 0, name: 'x', role: 'admin' });
      expect.unreachable();
    } catch (err) {
      const sut = toHttpError(err);
      expect(sut.status).toBe(400);
      expect(sut.body.error.fields).toEqual({ page: 'must be at least 1', role: 'is not an allowed field' });
      expect(sut.body.error.message).toContain('page must be at least 1');
    }
  });
});

describe("fromAuthError: better-auth's errors take the one path", () => {
  it.each([
    [
      401,
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      'unauthorized',
      'Invalid email or password.',
    ],
    [
      403,
      { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      'forbidden',
      'Please verify your e-mail address first. We have sent you a new verification link.',
    ],
    [
      400,
      { code: 'INVALID_TOKEN', message: 'invalid token' },
      'invalid_data',
      'This link is invalid or has expired. Please ask for a new one.',
    ],
    [403, { code: 'account_suspended', message: 'Suspended' }, 'forbidden', 'Suspended'],
    [429, { code: 'rate_limited', message: 'Slow down' }, 'rate_limited', 'Slow down'],
    [
      422,
      { code: 'USER_ALREADY_EXISTS', message: 'User already exists' },
      'invalid_data',
      'User already exists',
    ],
    [409, {}, 'conflict', 'Authentication failed'],
    [
      500,
      { message: 'relation "secret_table" does not exist' },
      'internal',
      'Something went wrong on our side. Please try again.',
    ],
  ] as const)('%i %j → %s', (status, body, code, message) => {
    expect(toHttpError(fromAuthError(status, body)).body).toEqual({ error: { code, message } });
  });

  it('keeps the fields our hook names, and maps a known code to one of our fields', () => {
    const fields = { email: 'must be a valid e-mail address' };
    expect(fromAuthError(400, { code: 'invalid_data', message: 'email bad', fields })).toMatchObject({
      code: 'invalid_data',
      fields,
    });
    const known = {
      INVALID_PASSWORD: ['currentPassword', 'Current password is incorrect'] as [string, string],
    };
    expect(
      fromAuthError(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' }, { known }),
    ).toMatchObject({
      code: 'invalid_data',
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
  });

  it('a thrown APIError becomes an AppError, with its x-retry-after as Retry-After; others pass through', () => {
    const limited = new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'rate_limited', message: 'Too many requests' },
      { 'x-retry-after': '42' },
    );
    const mapped = toHttpError(fromThrownAuthError(limited));
    expect(mapped).toMatchObject({ status: 429, retryAfter: 42 });
    expect(mapped.body.error).toEqual({ code: 'rate_limited', message: 'Too many requests' });
    const plain = new Error('boom');
    expect(fromThrownAuthError(plain)).toBe(plain);
    const broken = new APIError('INTERNAL_SERVER_ERROR', { message: 'secret' });
    expect(fromThrownAuthError(broken)).toBe(broken);
  });
});

describe('database unavailable', () => {
  it.each([
    [
      'a restart ending the session (57P01), wrapped by drizzle',
      { message: 'Failed query', cause: { code: '57P01' } },
    ],
    ['connection refused while it is down', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    [
      'a write reaching the replica before its promotion (25006)',
      { message: 'Failed query', cause: { code: '25006' } },
    ],
    ['every pooled connection busy', new Error('timeout exceeded when trying to connect')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
  ])('%s answers 503 with Retry-After', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const { status, body, retryAfter } = toHttpError(err);
    expect(status).toBe(503);
    expect(body.error.code).toBe('unavailable');
    expect(retryAfter).toBe(5);
  });

  it('a constraint violation or a bug is not an outage', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(toHttpError(new TypeError('x is undefined')).status).toBe(500);
  });
});
