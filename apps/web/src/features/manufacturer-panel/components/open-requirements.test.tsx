// D38 + D33: the first reply to an open requirement is the quote request's reply form, the product
// chosen from the manufacturer's matching ones; when that product has lots, slabs are offered and
// the ones ticked go in the POST body with their billing.
import type { ManufacturerRequirement } from '@granite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { inventoryList, inventorySlab, manufacturerLot, page } from '../test/slab-fixtures';
import { OpenRequirements } from './open-requirements';

// The panel's routes load its catalogues before a page renders (D40); so does each test.
beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const slow = { timeout: 5000 };

const requirement: ManufacturerRequirement = {
  id: 7,
  categoryId: 1,
  categoryName: 'Black Granite',
  varietyId: null,
  varietyName: 'Black Galaxy',
  stone: null,
  productType: 'Slabs',
  finish: 'Polished',
  thickness: '18mm',
  materialQuality: 'Commercial',
  quantitySqft: 1200,
  targetPricePaise: 14_000,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  deliveryState: 'Tamil Nadu',
  neededBy: null,
  description: null,
  status: 'open',
  replyCount: 2,
  seatsLeft: 8,
  expiresAt: '2026-12-10T05:00:00.000Z',
  createdAt: '2026-11-20T05:00:00.000Z',
  customerName: 'M*** I***',
  matchReason: 'Matches your Black Galaxy slabs (Slabs)',
  products: [
    { id: 6, name: 'Galaxy tiles', productType: 'Slabs', varietyName: 'Black Galaxy' },
    { id: 5, name: 'Black Galaxy', productType: 'Slabs', varietyName: 'Black Galaxy' },
  ],
  myQuoteRequestId: null,
};

const A = inventorySlab({ id: 1, sequence: 7, usableSqft: 47.5 });
const B = inventorySlab({ id: 2, sequence: 8 });
const C = inventorySlab({ id: 3, sequence: 9 });

function serve() {
  return mockApi({
    'GET /api/v1/vendor/requirements': page([requirement]),
    // Only product 5 has lots in stock.
    'GET /api/v1/vendor/lots': ({ url }: { url: URL }) =>
      page(url.searchParams.get('productId') === '5' ? [manufacturerLot()] : []),
    'GET /api/v1/vendor/slabs': inventoryList([A, B, C]),
    'POST /api/v1/vendor/requirements/7/replies': { requirementId: 7, quoteRequestId: 42 },
  });
}

describe('the first reply to an open requirement', { timeout: 20_000 }, () => {
  it('offers the chosen product’s slabs and sends the ticked ones', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderWithProviders(<OpenRequirements />);
    await user.click(await screen.findByRole('button', { name: 'Reply with a quote' }, slow));
    const form = await screen.findByRole('form', { name: 'Your quote' }, slow);
    // The first product has no lots: no slabs to offer.
    expect(within(form).queryByRole('checkbox', { name: /Offer specific slabs/ })).toBeNull();

    await user.selectOptions(within(form).getByLabelText(/^Product/), '5');
    await user.click(await within(form).findByRole('checkbox', { name: /Offer specific slabs/ }, slow));
    await user.click(await within(form).findByRole('checkbox', { name: /Slab B114-07/ }, slow));
    await user.click(within(form).getByRole('checkbox', { name: /Slab B114-09/ }));
    expect(screen.getByTestId('landed-preview').textContent).toContain(
      '2 slabs, 96.60 sq.ft billed on usable sq.ft',
    );

    await user.type(within(form).getByLabelText(/Price per sq.ft/), '150');
    await user.type(within(form).getByLabelText(/Freight to/), '2000');
    await user.type(within(form).getByLabelText(/Lead time/), '10');
    expect(form.textContent).toContain("Above the buyer's target price");
    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true), slow);
    const sent = server.calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/api/v1/vendor/requirements/7/replies');
    expect(sent.body).toMatchObject({
      productId: 5,
      price: '150',
      freight: '2000',
      slabIds: [1, 3],
      billsOn: 'usable',
    });
  });
});
