// D31: the page behind the link mailed to a signed-out visitor. Opening it confirms the address once;
// it then shows the manufacturer's reply (price, landed total, message as the API masks it), and a
// link that no longer works says to sign in.
import type { VisitorQuoteLink } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { quoteItem } from '../components/quote-fixtures';
import { QuoteLinkPage } from './quote-link-page';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const token = 'T'.repeat(43);
const item = quoteItem({ id: 7, status: 'responded', vendorName: 'Shree Balaji Granites' }, (r) => [
  {
    ...quoteItem().replies[0]!,
    quoteRequestId: r.id,
    message: 'Polished 18 mm slabs. Call [phone number hidden].',
  },
]);
const view = (confirmed: boolean): VisitorQuoteLink => ({
  email: 'meera@example.com',
  confirmed,
  items: [
    { request: { ...item.request, status: confirmed ? 'responded' : 'unconfirmed' }, replies: item.replies },
  ],
});

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/quote-links/:token" element={<QuoteLinkPage />} />
    </Routes>,
    { route: `/quote-links/${token}` },
  );

describe('the quote link page (D31)', () => {
  it('confirms an unconfirmed address once on opening, then shows the reply and offers a password', async () => {
    const { calls } = mockApi({
      'GET /api/v1/session': { session: null },
      [`GET /api/v1/quote-links/${token}`]: view(false),
      [`POST /api/v1/quote-links/${token}/confirm`]: view(true),
    });
    page();
    expect(await screen.findByText(/meera@example.com is confirmed/)).toBeTruthy();
    expect(screen.getByText('Polished 18 mm slabs. Call [phone number hidden].')).toBeTruthy();
    expect(screen.getByText('Landed total')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/confirm'))).toHaveLength(1);
  });

  it('a confirmed link is only read', async () => {
    const { calls } = mockApi({
      'GET /api/v1/session': { session: null },
      [`GET /api/v1/quote-links/${token}`]: view(true),
    });
    page();
    await screen.findByText(/meera@example.com is confirmed/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a link that no longer works says to sign in', async () => {
    mockApi({ 'GET /api/v1/session': { session: null } });
    page();
    await waitFor(() => expect(screen.getByText('This link does not work')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
