// Input that cost a 500 or a long walk is refused at the door with a 400.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS } from '../modules/content/content.defaults';
import { admin, call, nextIp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, solidImage } from '../test/images';
import { checkJsonShape, findBadText, MAX_JSON_ARRAY_LENGTH, MAX_JSON_DEPTH } from './text-input';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await admin(t.app)).cookie;
});
afterAll(async () => t?.close());

const postRaw = (url: string, payload: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: {
      origin: t.config.publicUrl,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });

describe('JSON shape before any walk', () => {
  it('answers deeply nested JSON with 400, not 500, on every JSON route', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const nestedObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const url of ['/api/v1/contact', '/api/v1/quote-requests', '/api/auth/sign-in/email']) {
      for (const payload of [deep, nestedObject]) {
        const res = await postRaw(url, payload);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'invalid_data',
          message: expect.stringMatching(/nest/),
        });
      }
    }
  });

  it('refuses a long array before parsing it', async () => {
    const res = await postRaw('/api/v1/quote-requests', JSON.stringify({ items: Array(5000).fill(0) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/more than 1000 items/);
  });

  it('refuses JSON bodies over 64 KB with 413, while the admin content PUT keeps its larger limit', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(70 * 1024) });
    const res = await postRaw('/api/v1/contact', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    const content = await call(t.app, 'PUT', '/api/v1/admin/content/hero', {
      cookie: adminCookie,
      body: {
        version: 0,
        value: { ...CONTENT_DEFAULTS.hero, title: 'Granite', padding: 'x'.repeat(70 * 1024) },
      },
    });
    // Read in full and refused by its schema (an unknown field), not by size.
    expect(content.statusCode).toBe(400);
    expect(content.json().error.fields).toMatchObject({ padding: 'is not an allowed field' });
  });

  it('measures depth and list length on text, skipping brackets inside strings', () => {
    expect(checkJsonShape(JSON.stringify({ a: '[[[[{{{{'.repeat(100) }))).toBeNull();
    expect(checkJsonShape(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeNull();
    expect(checkJsonShape(`${'['.repeat(MAX_JSON_DEPTH + 1)}`)).toMatch(/nest/);
    expect(checkJsonShape(JSON.stringify(Array(MAX_JSON_ARRAY_LENGTH).fill(1)))).toBeNull();
    expect(checkJsonShape(JSON.stringify(Array(MAX_JSON_ARRAY_LENGTH + 1).fill(1)))).toMatch(/items/);
    expect(checkJsonShape(JSON.stringify({ a: 'x,'.repeat(5000) }))).toBeNull();
  });

  it('walks without recursion, so even an object built in code cannot overflow the stack', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findBadText(deep)).toEqual({
      path: expect.stringMatching(/^a\.a/),
      reason: 'is nested too deeply',
    });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers a lone surrogate in an admin content PUT with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/content/hero',
      remoteAddress: nextIp(),
      headers: { origin: t.config.publicUrl, cookie: adminCookie, 'content-type': 'application/json' },
      // JSON text with an escaped lone surrogate, exactly as the probe sent it.
      payload: JSON.stringify({ version: 0, value: { ...CONTENT_DEFAULTS.hero, title: 'TITLE' } }).replace(
        'TITLE',
        'ab\\ud800cd',
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({
      'value.title': 'must not contain unpaired surrogate characters (invalid Unicode)',
    });
  });

  it('answers a lone surrogate anywhere else in text with 400', async () => {
    const res = await postRaw(
      '/api/v1/contact',
      '{"name":"A\\udc00","email":"a@example.com","message":"Need slabs for a kitchen."}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('name');
  });

  it('keeps real astral characters (emoji, paired surrogates)', async () => {
    const res = await call(t.app, 'POST', '/api/v1/contact', {
      ip: nextIp(),
      body: { name: 'Asha 🪨', email: 'a@example.com', message: 'Black Galaxy 𝓰𝓻𝓪𝓷𝓲𝓽𝓮 please.' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['/api/v1/admin/users?search=%00', 'search'],
    ['/api/v1/products?q=%00', 'q'],
    ['/api/v1/products?q=ab%ED%A0%80', null],
  ])('answers NUL in the query string %s with 400', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (field) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: 'must not contain NUL characters' });
    }
  });

  it.each(['/api/v1/products/%00', '/api/v1/manufacturers/a%00b', '/media/%00.webp', '/product/%00'])(
    'answers NUL in the path %s with 400',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_data');
    },
  );
});

describe('multipart', () => {
  it('answers a truncated multipart body with 400', async () => {
    const { payload, headers } = multipart(await solidImage('png', 400, 300));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media?kind=product',
      remoteAddress: nextIp(),
      headers: { ...headers, origin: t.config.publicUrl, cookie: adminCookie },
      payload: payload.subarray(0, payload.length - 200),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('invalid_data');
  });
});
