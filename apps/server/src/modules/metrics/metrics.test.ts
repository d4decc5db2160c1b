import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { metricsReader } from './metrics.plugin';

const repo = new URL('../../../../../', import.meta.url);
/** The server's own metrics (granite_*, http_*) named by the runbook and the alerting rules. */
function metricsNamedIn(path: string): string[] {
  const text = readFileSync(new URL(path, repo), 'utf8');
  return [...new Set(text.match(/\b(?:granite|http)_[a-z_]+\b/g) ?? [])]
    .map((name) => name.replace(/_(bucket|sum|count)$/, ''))
    .filter((name, i, all) => all.indexOf(name) === i);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe(`/metrics (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('has every metric the runbook and the alerting rules name', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const body = await scrape();
    const named = [...metricsNamedIn('deploy/RUNBOOK.md'), ...metricsNamedIn('deploy/prometheus/alerts.yml')];
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((name) => !new RegExp(`^# TYPE ${name} `, 'm').test(body));
    expect(missing).toEqual([]);
  });

  it('counts requests by route pattern and status, and times them', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/products/999999' });
    await t.app.inject({ method: 'GET', url: '/api/v1/products/999998' });
    const body = await scrape();
    expect(body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/products\/:id",status="404"\} 2/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/products\/:id"\} 2/,
    );
  });

  it('reports the catalogue index and the cache once a list was answered', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    const body = await scrape();
    expect(body).toMatch(/^granite_catalog_index_ready 1$/m);
    expect(body).toMatch(/^granite_cache_lookups\{cache="catalog_answers",result="hit"\} [1-9]/m);
    expect(body).toMatch(/^granite_mail_outbox_pending \d+$/m);
  });

  it('is not public: a stranger gets 404, the token or an allowed address get the figures', async () => {
    const stranger = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('http_requests_total');
    const config = loadConfig({ METRICS_TOKEN: 'a'.repeat(32), METRICS_ALLOW: '10.0.5.0/24' });
    const mayRead = metricsReader(config);
    expect(mayRead('203.0.113.9')).toBe(false);
    expect(mayRead('203.0.113.9', `Bearer ${'a'.repeat(32)}`)).toBe(true);
    expect(mayRead('203.0.113.9', `Bearer ${'b'.repeat(32)}`)).toBe(false);
    expect(mayRead('10.0.5.7')).toBe(true);
    expect(mayRead('::ffff:10.0.5.7')).toBe(true);
    expect(mayRead('127.0.0.1')).toBe(false);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
  });

  it('gives every answer its request id, and a 5xx body names it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    const other = await createTestApp();
    await other.app.deps.database.close();
    const failed = await other.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.json().error.requestId).toBe(failed.headers['x-request-id']);
    other.app.deps.database.close = async () => {};
    await other.close();
  });
});

describe('readiness', () => {
  it('is ready once the database answers and the catalogue index is loaded', async () => {
    const fresh = await createTestApp();
    try {
      let res = await fresh.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      for (let i = 0; i < 50 && res.statusCode === 503; i++) {
        expect(res.json()).toMatchObject({ ready: false, catalogue: { loaded: false } });
        await new Promise((r) => setTimeout(r, 100));
        res = await fresh.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      }
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ready: true,
        database: { reachable: true },
        catalogue: { loaded: true },
      });
    } finally {
      await fresh.close();
    }
  });

  it('is not ready when the database is gone, while liveness still answers', async () => {
    const other = await createTestApp();
    await other.app.deps.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, database: { reachable: false } });
    other.app.deps.database.close = async () => {};
    await other.close();
  });
});
