// D25 on the public pages: what nobody has set is left out, never filled with a placeholder — no
// empty "Our Team" section on /about, no bare "India" as the address on /contact (the footer's
// side: app/layouts/site-footer.test.tsx).
import { FOOTER_INFO_DEFAULTS } from '@granite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { AboutPage } from '../pages/about-page';
import { ContactPage } from '../pages/contact-page';

const company = {
  companyName: 'Granite Marketplace',
  foundedYear: null,
  mission: 'Clear prices per sq.ft.',
  vision: 'A trusted meeting place.',
  description: 'Manufacturers and buyers of Indian granite.',
  headquarters: '',
  employeesCount: '',
  yearsExperience: '',
  heroImageUrl: '',
};

/** The /content answer with nothing set by an admin beyond the given blocks. */
function content(overrides: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = {
    company_info: company,
    team_members: { members: [] },
    footer_info: FOOTER_INFO_DEFAULTS,
    contact_settings: {
      siteName: 'Granite Marketplace',
      siteDescription: '',
      contactEmail: '',
      contactPhone: '',
      address: '',
    },
    social_media: { facebook: '', twitter: '', instagram: '', linkedin: '' },
    legal_info: undefined,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { key, value }]));
}

describe('public pages leave out what nobody has set (D25)', () => {
  it('shows no team section on /about until a member is published', async () => {
    mockApi({ 'GET /api/v1/content': content() });
    renderWithProviders(<AboutPage />, { route: '/about' });
    await screen.findByRole('heading', { name: 'Our story' });
    expect(screen.queryByRole('heading', { name: 'Our Team' })).toBeNull();
    expect(screen.queryByText(/have not been published/)).toBeNull();
  });

  it('shows the team once an admin has added someone', async () => {
    mockApi({
      'GET /api/v1/content': content({
        team_members: {
          members: [{ id: 'a', name: 'Anita Desai', position: 'Head of trade', bio: '', imageUrl: '' }],
        },
      }),
    });
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(await screen.findByRole('heading', { name: 'Our Team' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anita Desai' })).toBeTruthy();
  });

  it('gives no address on /contact when none is set', async () => {
    mockApi({ 'GET /api/v1/content': content() });
    const { queryClient } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await waitFor(() => expect(queryClient.getQueryState(['content', 'site'])?.status).toBe('success'));
    const details = screen.getByRole('list', { name: 'Contact details' });
    expect(within(details).getByRole('heading', { name: 'Business hours' })).toBeTruthy();
    expect(within(details).queryByRole('heading', { name: 'Address' })).toBeNull();
    expect(within(details).queryByText('India')).toBeNull();
  });

  it('shows the address an admin set on /contact', async () => {
    const address = '14 Quarry Road, Hosur, Tamil Nadu 635109';
    mockApi({
      'GET /api/v1/content': content({ footer_info: { ...FOOTER_INFO_DEFAULTS, address } }),
    });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const details = await screen.findByRole('list', { name: 'Contact details' });
    expect(await within(details).findByText(address)).toBeTruthy();
  });
});
