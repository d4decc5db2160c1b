import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

// D2: after signing in you return to where you were, but only to a page of this site.
describe('where to go after signing in', () => {
  it.each(['/dashboard', '/products?search=black', '/vendor/products#top'])('returns to %s', (path) => {
    expect(safeRedirect(path, '/')).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['nothing', null],
  ])('goes to the fallback instead of %s', (_what, value) => {
    expect(safeRedirect(value, '/account')).toBe('/account');
  });
});
