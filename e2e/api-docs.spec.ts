import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

// The API describes itself. A developer opens /api/docs and reads the operations,
// grouped by who may call them, under the same Content-Security-Policy as the rest of the site.
const browser = useBrowser();

describe('API reference', () => {
  it('renders the OpenAPI document at /api/docs with every audience and the accounts API', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content.Security.Policy|Refused to/i.test(m.text()))
        problems.push(m.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));

    const document = await page.request.get('/api/docs/openapi.json');
    expect(document.status()).toBe(200);
    const spec = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/products', '/api/v1/admin/users', '/api/auth/sign-in/email']),
    );

    await page.goto('/api/docs');
    await expect
      .poll(() => page.getByText('Granite Marketplace API').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    for (const tag of ['store', 'buyer', 'vendor', 'admin', 'auth']) {
      await expect.poll(() => page.getByText(tag, { exact: true }).first().count()).toBeGreaterThan(0);
    }
    await expect
      .poll(() =>
        page.getByText('Search and filter the catalogue, with facet counts for every filter').first().count(),
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/api-docs-1280.png' });
    expect(problems).toEqual([]);
  });
});
