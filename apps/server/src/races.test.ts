// Limits that concurrent requests could race past are now atomic.
import { SAVED_COMPARISONS_MAX } from '@granite/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedComparisons, vendorRequests } from './db/schema';
import { buyer, call } from './test/accounts';
import { createTestApp, onPostgres, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`raced limits (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`80 concurrent saves keep at most ${SAVED_COMPARISONS_MAX} saved comparisons`, async () => {
    const b = await buyer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call(t.app, 'POST', '/api/v1/me/saved-comparisons', {
          cookie: b.cookie,
          body: { name: `Comparison ${i}`, query: {} },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SAVED_COMPARISONS_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(80 - SAVED_COMPARISONS_MAX);
    const [row] = await t.app.deps.db
      .select({ n: count() })
      .from(savedComparisons)
      .where(eq(savedComparisons.userId, b.userId));
    expect(row!.n).toBe(SAVED_COMPARISONS_MAX);
  });

  it('10 concurrent vendor applications make exactly one pending request', async () => {
    const b = await buyer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', '/api/v1/me/vendor-application', {
          cookie: b.cookie,
          body: { businessName: 'Shree Stones', city: 'Bengaluru', state: 'Karnataka', pincode: '560058' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const [row] = await t.app.deps.db
      .select({ n: count() })
      .from(vendorRequests)
      .where(and(eq(vendorRequests.userId, b.userId), eq(vendorRequests.status, 'pending')));
    expect(row!.n).toBe(1);
  });
});
