// D40: the language switch keeps the page (same path and query, with or without /hi), remembers the
// choice in the `lang` cookie and tells a signed-in account; an English page offers Hindi to a
// visitor who prefers it, never moving them.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalogs, LocaleProvider } from '@/lib/i18n';
import { chosenLanguage, shouldOfferHindi } from '@/lib/i18n/language-choice';
import { mockApi, renderWithProviders, routerAddress } from '@/test/render';
import { HindiOffer } from './hindi-offer';
import { LanguageSwitch } from './language-switch';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie it checks.
  document.cookie = 'lang=; Max-Age=0; Path=/';
};
beforeEach(clearCookie);
afterEach(clearCookie);

describe('language switch (D40)', () => {
  it('links the same page and query in the other language, each name in its own language', () => {
    renderWithProviders(<LanguageSwitch />, { route: '/product/19?slab=4' });
    const hindi = screen.getByRole('link', { name: 'हिंदी' });
    expect(hindi.getAttribute('href')).toBe('/hi/product/19?slab=4');
    expect(hindi.getAttribute('lang')).toBe('hi');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/product/19?slab=4');
    expect(english.getAttribute('aria-current')).toBe('true');
  });

  it('from a Hindi page links back to the English one', async () => {
    await ensureCatalogs('hi');
    renderWithProviders(
      <LocaleProvider locale="hi">
        <LanguageSwitch />
      </LocaleProvider>,
      { route: '/hi/products?search=black' },
    );
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/products?search=black');
    expect(screen.getByRole('link', { name: 'हिंदी' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'भाषा' })).toBeTruthy();
  });

  it('remembers the choice for a year and, signed in, sets the account language', async () => {
    const { calls } = mockApi({ 'PUT /api/v1/me/language': { language: 'hi' } });
    const { queryClient } = renderWithProviders(<LanguageSwitch />, { route: '/products' });
    queryClient.setQueryData(['session'], { user: { id: 1 }, roles: ['buyer'] });
    fireEvent.click(screen.getByRole('link', { name: 'हिंदी' }));
    expect(chosenLanguage(document.cookie)).toBe('hi');
    expect(routerAddress.current).toBe('/hi/products');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/v1/me/language')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/v1/me/language')?.body).toEqual({ language: 'hi' });
  });

  it('signed out, changes no account', () => {
    const { calls } = mockApi({});
    renderWithProviders(<LanguageSwitch />, { route: '/products' });
    fireEvent.click(screen.getByRole('link', { name: 'हिंदी' }));
    expect(calls.filter((c) => c.path === '/api/v1/me/language')).toEqual([]);
  });
});

describe('the Hindi offer (D40)', () => {
  it('is for a visitor who chose Hindi or whose browser puts Hindi first, unless they chose English', () => {
    expect(shouldOfferHindi('', ['hi-IN', 'en'])).toBe(true);
    expect(shouldOfferHindi('', ['hi'])).toBe(true);
    expect(shouldOfferHindi('', ['en-IN', 'hi'])).toBe(false);
    expect(shouldOfferHindi('a=1; lang=hi', ['en-US'])).toBe(true);
    expect(shouldOfferHindi('lang=en', ['hi-IN'])).toBe(false);
    expect(shouldOfferHindi('', [])).toBe(false);
  });

  it('offers this page in Hindi on an English page and goes away when closed', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor chose Hindi before.
    document.cookie = 'lang=hi; Path=/';
    renderWithProviders(<HindiOffer />, { route: '/product/19' });
    const link = await screen.findByRole('link', { name: 'यह पेज हिंदी में देखें' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/hi/product/19');
    expect(routerAddress.current).toBe('/product/19');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'बंद करें' })));
    expect(screen.queryByRole('link', { name: 'यह पेज हिंदी में देखें' })).toBeNull();
    sessionStorage.clear();
  });

  it('is not shown to an English reader, nor on a Hindi page', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
    const { unmount } = renderWithProviders(<HindiOffer />, { route: '/products' });
    expect(screen.queryByRole('link', { name: 'यह पेज हिंदी में देखें' })).toBeNull();
    unmount();
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor chose Hindi before.
    document.cookie = 'lang=hi; Path=/';
    renderWithProviders(
      <LocaleProvider locale="hi">
        <HindiOffer />
      </LocaleProvider>,
      { route: '/hi/products' },
    );
    expect(screen.queryByRole('link', { name: 'यह पेज हिंदी में देखें' })).toBeNull();
  });
});
