import type { FastifyInstance } from 'fastify';
import { invalidData } from '../lib/errors';

/** The dotted path of the first string in `value` that holds a NUL character, or null. */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNulText(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a body carrying one reached the database and failed
 * there as a 500. Refuse it at the door for every JSON route, naming the field.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulText(request.body);
    if (field !== null) throw invalidData({ [field]: 'must not contain NUL characters' });
  });
}
