import { describe, expect, it } from 'vitest';
import { ensureCatalogs, localePath, splitLocalePath, translate } from './index';

describe('translate (D40)', () => {
  it('returns English text as written and interpolates ICU messages', async () => {
    await ensureCatalogs('en');
    expect(translate('en', 'A message no catalogue has')).toBe('A message no catalogue has');
  });

  it('falls back to English for a message the Hindi catalogue lacks', async () => {
    await ensureCatalogs('hi');
    expect(translate('hi', 'A message no catalogue has')).toBe('A message no catalogue has');
  });
});

describe('localePath (D40)', () => {
  it('prefixes Hindi addresses with /hi and leaves English and outside addresses alone', () => {
    expect(localePath('hi', '/products?search=black')).toBe('/hi/products?search=black');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('en', '/products')).toBe('/products');
    expect(localePath('hi', 'https://example.com/x')).toBe('https://example.com/x');
  });

  it('splits the locale off an address', () => {
    expect(splitLocalePath('/hi/product/19')).toEqual({ locale: 'hi', path: '/product/19' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
  });
});

describe('the admin area (D40)', () => {
  it('has no Hindi twin: its addresses keep no /hi', () => {
    expect(localePath('hi', '/admin/dashboard')).toBe('/admin/dashboard');
    expect(localePath('hi', '/admin')).toBe('/admin');
    expect(localePath('hi', '/administrators-guide')).toBe('/hi/administrators-guide');
  });
});

describe('English placeholders (D40)', () => {
  it('fills plain placeholders without a compiled entry, and plurals from the compiled one', async () => {
    await ensureCatalogs('en');
    expect(translate('en', '© {year} {name}. All rights reserved.', { year: 2026, name: 'Granite Co' })).toBe(
      '© 2026 Granite Co. All rights reserved.',
    );
    expect(translate('en', 'Not in any catalogue, {name}', {})).toBe('Not in any catalogue, ');
    expect(translate('en', '{count, plural, one {# slab} other {# slabs}}', { count: 3 })).toBe('3 slabs');
  });
});

describe('useLocaleNavigate (D40)', () => {
  it('keeps a Hindi page in Hindi when code navigates', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { MemoryRouter, useLocation } = await import('react-router');
    const { LocaleProvider, useLocaleNavigate } = await import('./index');
    const { result } = renderHook(() => ({ navigate: useLocaleNavigate(), location: useLocation() }), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/hi/products']}>
          <LocaleProvider locale="hi">{children}</LocaleProvider>
        </MemoryRouter>
      ),
    });
    act(() => result.current.navigate('/dashboard?tab=quotes'));
    expect(`${result.current.location.pathname}${result.current.location.search}`).toBe(
      '/hi/dashboard?tab=quotes',
    );
    act(() => result.current.navigate({ pathname: '/products', search: '?page=2' }));
    expect(`${result.current.location.pathname}${result.current.location.search}`).toBe(
      '/hi/products?page=2',
    );
    act(() => result.current.navigate('/admin/dashboard'));
    expect(result.current.location.pathname).toBe('/admin/dashboard');
  });
});
