// D25 in the footer: no placeholder address ("India") and no empty contact block when nobody has
// set an address, phone or e-mail; what an admin sets shows.
import { FOOTER_INFO_DEFAULTS } from '@granite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { SiteFooter } from './site-footer';

const content = (footer: typeof FOOTER_INFO_DEFAULTS) =>
  Object.fromEntries(
    Object.entries({
      footer_info: footer,
      social_media: { facebook: '', twitter: '', instagram: '', linkedin: '' },
      legal_info: undefined,
    }).map(([key, value]) => [key, { key, value }]),
  );

describe('site footer', () => {
  it('leaves out the contact block when no address, phone or e-mail is set', async () => {
    mockApi({ 'GET /api/v1/content': content(FOOTER_INFO_DEFAULTS) });
    const { queryClient } = renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(queryClient.getQueryState(['content', 'site'])?.status).toBe('success'));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByText('India')).toBeNull();
    expect(footer.querySelector('address')).toBeNull();
  });

  it('shows the address an admin set', async () => {
    const address = '14 Quarry Road, Hosur, Tamil Nadu 635109';
    mockApi({ 'GET /api/v1/content': content({ ...FOOTER_INFO_DEFAULTS, address }) });
    renderWithProviders(<SiteFooter />);
    expect(await within(screen.getByRole('contentinfo')).findByText(address)).toBeTruthy();
  });

  it('links the legal pages under the titles an admin gave them, without reading their texts', async () => {
    const { calls } = mockApi({
      'GET /api/v1/content': content(FOOTER_INFO_DEFAULTS),
      'GET /api/v1/content/legal-pages': {
        pages: [
          { slug: 'privacy-policy', title: 'Privacy at Granite' },
          { slug: 'terms-of-service', title: 'Terms of Service' },
          { slug: 'cookie-policy', title: 'Cookie Policy' },
          { slug: 'refund-policy', title: 'Refund Policy' },
          { slug: 'shipping', title: 'Shipping and Freight' },
        ],
      },
    });
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const extra = await within(footer).findByRole('link', { name: 'Shipping and Freight' });
    expect(extra.getAttribute('href')).toBe('/legal/shipping');
    expect(within(footer).getByRole('link', { name: 'Privacy at Granite' }).getAttribute('href')).toBe(
      '/legal/privacy-policy',
    );
    // The footer reads only the site group of the content: never the legal texts.
    const keys = calls.filter((c) => c.path === '/api/v1/content').map((c) => c.query.get('keys'));
    expect(keys).toEqual(['footer_info,social_media,seo,contact_settings']);
  });
});
