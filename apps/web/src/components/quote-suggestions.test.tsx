// D16: the multi-manufacturer quote form offers other manufacturers with the stone in stock (D27,
// D31, D32); a ticked one is sent in the same request, an unticked one is not.
import type { CreatedQuoteRequests, QuoteSuggestionList } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { QuoteRequestDialogContent } from './quote-request-dialog-content';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const products = [
  { id: 5, name: 'Black Galaxy Slab', vendorName: 'Shree Balaji Granites', pricePaise: 18_000 },
  { id: 6, name: 'Black Galaxy Polished', vendorName: 'Ongole Stone Co', pricePaise: 17_500 },
];

const suggestion = (productId: number, manufacturerName: string, reason: string) => ({
  productId,
  productName: 'Black Galaxy',
  manufacturerId: productId + 100,
  manufacturerName,
  pricePaise: 16_500,
  materialQuality: 'Premium' as const,
  productType: 'Slabs' as const,
  stone: 'Black Galaxy',
  availableSqft: 2340,
  medianReplyMinutes: 180,
  reason,
});

const suggestions: QuoteSuggestionList = {
  items: [
    suggestion(
      21,
      'Fast Stones',
      'Has 2,340 sq.ft of Black Galaxy in stock · usually replies within 3 hours',
    ),
    suggestion(22, 'Steady Exports', 'Lists Black Galaxy as available'),
  ],
};

describe('suggested manufacturers in the multi-manufacturer quote form', () => {
  it('lists them with name, product, price and reason; a ticked one joins the submitted request', async () => {
    const { calls } = mockApi({
      'GET /api/v1/session': { session: null },
      'GET /api/v1/quote-requests/suggestions': suggestions,
      'POST /api/v1/quote-requests/multi': {
        groupId: null,
        replayed: false,
        requests: [{ status: 'unconfirmed' }],
      } as unknown as CreatedQuoteRequests,
    });
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'multi', products }} open onOpenChange={() => {}} />,
    );
    const user = userEvent.setup();
    const list = await screen.findByTestId('quote-suggestions');
    expect(list.textContent).toContain('Also ask these manufacturers');
    expect(list.textContent).toContain('Fast Stones');
    expect(list.textContent).toContain('Black Galaxy · ₹165/sq.ft');
    expect(list.textContent).toContain(
      'Has 2,340 sq.ft of Black Galaxy in stock · usually replies within 3 hours',
    );
    const asked = calls.find((c) => c.path === '/api/v1/quote-requests/suggestions')!;
    expect(asked.query.get('productIds')).toBe('5,6');

    await user.click(screen.getByRole('checkbox', { name: /Fast Stones/ }));
    expect(screen.getByRole('button', { name: 'Submit 3 Requests' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Request 3 Quotes' })).toBeTruthy();
    expect(screen.getByText('3 products')).toBeTruthy();
    // Ticked and unticked again: not sent.
    await user.click(screen.getByRole('checkbox', { name: /Steady Exports/ }));
    await user.click(screen.getByRole('checkbox', { name: /Steady Exports/ }));

    await user.type(screen.getByLabelText(/Your E-mail/), 'meera@example.com');
    await user.type(screen.getByLabelText(/Your Name/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/Mobile Number/), '9845012345');
    await user.type(screen.getByLabelText(/Quantity/), '1200');
    await user.type(screen.getByLabelText(/Delivery City/), 'Chennai');
    await user.type(screen.getByLabelText(/Delivery PIN Code/), '600001');
    await user.click(screen.getByRole('button', { name: 'Submit 3 Requests' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ productIds: [5, 6, 21] });
  }, 20_000);

  it('shows nothing when there is nobody to suggest', async () => {
    mockApi({
      'GET /api/v1/session': { session: null },
      'GET /api/v1/quote-requests/suggestions': { items: [] },
    });
    renderWithProviders(
      <QuoteRequestDialogContent target={{ kind: 'multi', products }} open onOpenChange={() => {}} />,
    );
    await screen.findByLabelText(/Your E-mail/);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('quote-suggestions')).toBeNull();
  });
});
