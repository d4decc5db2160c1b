import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, parseInput, toHttpError } from './errors';

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
