import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`health and routing (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { reachable: true },
      pid: process.pid,
    });
  });

  it('reports 503 when the database is gone', async () => {
    const other = await (await import('../../test/app')).createTestApp();
    await other.app.deps.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database.reachable).toBe(false);
    other.app.deps.database.close = async () => {};
    await other.close();
  });

  it('sends a Content-Security-Policy that allows scripts only from our origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/v1/no-such-thing' },
    });
  });

  it('answers malformed JSON with a 400 in the error shape, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: '{"a":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBeTypeOf('string');
    expect(res.body).not.toContain('at ');
  });

  it('refuses media keys that are not ours (no path traversal)', async () => {
    for (const url of ['/media/..%2F..%2Fetc%2Fpasswd', '/media/../../etc/passwd', '/media/x.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });
});
