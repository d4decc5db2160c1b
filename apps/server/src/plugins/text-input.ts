import type { FastifyInstance } from 'fastify';
import { AppError, invalidData } from '../lib/errors';

/** No request of this site nests deeper than a few levels; 32 leaves room and bounds every walk. */
export const MAX_JSON_DEPTH = 32;
/** The longest list any form sends is a few dozen items; a huge array is only there to cost time. */
export const MAX_JSON_ARRAY_LENGTH = 1000;

/**
 * One linear pass over the raw JSON text, before it is parsed: refuses nesting deeper than
 * MAX_JSON_DEPTH and arrays longer than MAX_JSON_ARRAY_LENGTH. Deep nesting overflowed the stack of
 * the (then recursive) NUL walk as a 500, and a 1 MB array cost ~180 ms of event loop before its 400,
 * so the checks run on text, cheaply, before any object exists.
 */
export function checkJsonShape(text: string): string | null {
  // Per open bracket: -1 for an object, else the number of commas seen so far in that array.
  const stack: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (stack.length >= MAX_JSON_DEPTH) return `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
      stack.push(c === 0x5b ? 0 : -1);
    } else if (c === 0x7d || c === 0x5d) stack.pop();
    else if (c === 0x2c && stack.length && stack[stack.length - 1]! >= 0) {
      const commas = stack[stack.length - 1]! + 1;
      if (commas >= MAX_JSON_ARRAY_LENGTH)
        return `lists must not hold more than ${MAX_JSON_ARRAY_LENGTH} items`;
      stack[stack.length - 1] = commas;
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as PostgreSQL text, or null. NUL (U+0000) is refused by PostgreSQL;
 * a lone UTF-16 surrogate ("ab\ud800cd" in JSON) cannot be encoded as UTF-8 and failed in the
 * driver as a 500 on both databases.
 */
export function badText(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired surrogate characters (invalid Unicode)';
  return null;
}

/**
 * The dotted path of the first string (value or key) in `value` that cannot be stored as text,
 * with the reason, or null. Iterative with a depth bound, so no input can overflow the stack.
 */
export function findBadText(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH + 2,
): { path: string; reason: string } | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      const reason = badText(item.value);
      if (reason) return { path: item.path || '_', reason };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return { path: item.path || '_', reason: 'is nested too deeply' };
    const entries = Object.entries(item.value);
    // Reverse, so the stack visits fields in their written order and names the first bad one.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const path = item.path ? `${item.path}.${key}` : key;
      const keyReason = badText(key);
      if (keyReason) return { path: item.path || '_', reason: `has a field name that ${keyReason}` };
      pending.push({ value: inner, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL or unpaired surrogates: input carrying one reached the database
 * and failed there as a 500. Refuse it at the door for every route (body, query string and path),
 * naming the field. JSON bodies are measured as text before they are parsed.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = checkJsonShape(text);
    if (problem) return done(invalidData({ _: `The request body ${problem}` }), undefined);
    parseJson(request, text, done);
  });

  // Hooks that never wait are written with `done`, not async: an async hook costs every request a
  // promise and a turn of the microtask queue (ADR 010, the cached path).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const value of [request.body, request.query, request.params]) {
      const found = findBadText(value);
      if (found) throw invalidData({ [found.path]: found.reason });
    }
    done();
  });

  // A NUL in a path that matches no route still must not reach a handler or a log as a 500.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) {
      const path = request.url.split('?')[0] ?? '';
      if (path.includes('%00') || path.includes('\u0000'))
        throw new AppError('invalid_data', 'The address must not contain NUL characters', {
          path: 'must not contain NUL characters',
        });
    }
    done();
  });
}
