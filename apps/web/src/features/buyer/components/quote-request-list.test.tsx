// The buyer's quote requests on the dashboard, read from the API (a mocked fetch): the quote sheet of
// a submission to two manufacturers, and accepting one of its quotes (D17).
import type { BuyerQuoteBoard } from '@granite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { mockApi, renderWithProviders } from '@/test/render';
import { quoteItem, quoteReply } from './quote-fixtures';
import { QuoteRequestList } from './quote-request-list';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const hosur = quoteItem({ id: 41, vendorId: 7, vendorName: 'Hosur Granite Works' }, (r) => [
  quoteReply(r, { id: 410, pricePaise: 12_000, freightPaise: 2_000_000 }),
]);
const kuppam = quoteItem({ id: 42, vendorId: 8, vendorName: 'Kuppam Quarries' }, (r) => [
  quoteReply(r, { id: 420, pricePaise: 12_500, freightPaise: 500_000 }),
]);
const board: BuyerQuoteBoard = {
  items: [
    {
      key: 'g-1',
      groupId: 'g-1',
      requirement: null,
      createdAt: '2025-03-01T05:00:00.000Z',
      items: [hosur, kuppam],
    },
  ],
  page: 1,
  pageSize: 10,
  total: 1,
  totalPages: 1,
};

const routes = {
  'GET /api/v1/me/quote-board': board,
  'GET /api/v1/manufacturers/reputation': {
    items: [
      { vendorId: 7, rating: null, responseStats: null },
      { vendorId: 8, rating: { average: 4.5, count: 2 }, responseStats: null },
    ],
  },
  'GET /api/v1/me/notification-preferences': { emailMode: 'immediate' },
};

describe("the buyer's quote requests", () => {
  it('shows a submission to two manufacturers as one quote sheet with their ratings', async () => {
    const api = mockApi(routes);
    renderWithProviders(<QuoteRequestList />, { route: '/dashboard' });
    const sheet = await screen.findByTestId('quote-sheet');
    expect(screen.getByText('Sent to 2 manufacturers · #41–42')).toBeTruthy();
    expect(screen.getByText('2 of 2 replied')).toBeTruthy();
    const table = within(sheet).getByRole('table');
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Kuppam Quarries/ }).textContent).toContain(
        '4.5(2 reviews)',
      ),
    );
    const board = api.calls.find((c) => c.path === '/api/v1/me/quote-board')!;
    expect(board.query.get('page')).toBe('1');
    const reputation = api.calls.find((c) => c.path === '/api/v1/manufacturers/reputation')!;
    expect(reputation.query.get('ids')).toBe('7,8');
  });

  it("titles a requirement's replies by the stone asked for (D38), not the products' quality", async () => {
    const [group] = board.items;
    mockApi({
      ...routes,
      'GET /api/v1/me/quote-board': {
        ...board,
        items: [{ ...group!, requirement: { id: 5, stone: 'Black Galaxy (with gold flecks)' } }],
      },
    });
    renderWithProviders(<QuoteRequestList />, { route: '/dashboard' });
    await screen.findByTestId('quote-sheet');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Your requirement: Black Galaxy (with gold flecks)',
    );
  });

  it('accepts the chosen quote after saying what will happen, and tells the buyer', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...routes,
      'POST /api/v1/me/quote-replies/420/accept': { ok: true },
    });
    const success = vi.spyOn(toast, 'success').mockReturnValue('t');
    renderWithProviders(<QuoteRequestList />, { route: '/dashboard' });
    const table = within(await screen.findByTestId('quote-sheet')).getByRole('table');
    await user.click(
      within(within(table).getByRole('row', { name: /Kuppam Quarries/ })).getByRole('button', {
        name: 'Accept',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(dialog.textContent).toContain(
      'Kuppam Quarries will be asked to confirm your order. Any other quotes for this request will be marked not chosen.',
    );
    expect(within(dialog).getByText('₹1,53,400')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/v1/me/quote-replies/420/accept']);
    expect(success).toHaveBeenCalledWith('Quote accepted', {
      description: 'Quote accepted. The manufacturer has been told and will confirm your order.',
    });
    // The board is read again, so the sheet shows the decision.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/v1/me/quote-board')).toHaveLength(2));
  });

  it('cancels without sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi(routes);
    renderWithProviders(<QuoteRequestList />, { route: '/dashboard' });
    const table = within(await screen.findByTestId('quote-sheet')).getByRole('table');
    await user.click(
      within(within(table).getByRole('row', { name: /Hosur Granite Works/ })).getByRole('button', {
        name: 'Decline',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'No Quote Requests' when there are none", async () => {
    mockApi({ ...routes, 'GET /api/v1/me/quote-board': { ...board, items: [], total: 0, totalPages: 0 } });
    renderWithProviders(<QuoteRequestList />, { route: '/dashboard' });
    expect(await screen.findByText('No Quote Requests')).toBeTruthy();
  });
});
