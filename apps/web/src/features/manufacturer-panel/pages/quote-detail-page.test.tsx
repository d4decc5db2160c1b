// The manufacturer's reply to a slab request (D33): the slabs the buyer chose are ticked to start
// with (those still available), the quantity is their billed sq.ft, usable or gross as chosen, and
// the landed total follows as slabs are ticked; the reply sends the slabs and the billing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import {
  forwardedRequest,
  inventoryList,
  inventorySlab,
  manufacturerLot,
  page,
  quoteDetail,
} from '../test/slab-fixtures';
import { ManufacturerQuoteDetailPage } from './quote-detail-page';

// The panel's routes load its catalogues before a page renders (D40); so does each test.
beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const slow = { timeout: 5000 };

// 2896 × 1575 mm = 49.10 sq.ft gross; usable set lower on two of them.
const A = inventorySlab({ id: 1, sequence: 7, usableSqft: 47.5 });
const B = inventorySlab({ id: 2, sequence: 8, usableSqft: 48 });
const C = inventorySlab({ id: 3, sequence: 9 });
const held = inventorySlab({ id: 4, sequence: 10, status: 'held' });

const request = forwardedRequest({
  requestedSlabs: [A, B, held].map((s) => ({
    slabId: s.id,
    lotId: s.lotId,
    blockNumber: s.blockNumber,
    lotNumber: s.lotNumber,
    sequence: s.sequence,
    lengthMm: s.lengthMm,
    widthMm: s.widthMm,
    grossSqft: s.grossSqft,
    usableSqft: s.usableSqft,
    status: s.status,
  })),
});

function serve() {
  return mockApi({
    'GET /api/v1/vendor/quote-requests/42': quoteDetail(request),
    'GET /api/v1/vendor/lots': page([manufacturerLot()]),
    'GET /api/v1/vendor/slabs': inventoryList([A, B, C]),
    'GET /api/v1/quote-requests/42/messages': {
      quoteRequestId: 42,
      role: 'vendor',
      counterpartName: 'Asha Rao',
      messages: [],
      contactsShared: false,
    },
    'POST /api/v1/vendor/quote-requests/42/replies': quoteDetail(request),
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/vendor/quotes/:id" element={<ManufacturerQuoteDetailPage />} />
    </Routes>,
    { route: '/vendor/quotes/42' },
  );
}

const preview = () => screen.getByTestId('landed-preview').textContent;

describe('replying to a slab request', { timeout: 20_000 }, () => {
  it('bills the chosen slabs, usable or gross, and totals them live', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Your quote' }, slow);
    // The buyer chose 3 slabs; the one held for another quote cannot be offered.
    await within(form).findByRole('checkbox', { name: /Slab B114-09/ }, slow);
    expect((within(form).getByRole('checkbox', { name: /Slab B114-07/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(form).getByRole('checkbox', { name: /Slab B114-08/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(form).getByRole('checkbox', { name: /Slab B114-09/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(form.textContent).toContain(
      'The buyer also asked for B114-10 (on hold), which cannot be offered now.',
    );
    expect(preview()).toContain('2 slabs, 95.50 sq.ft billed on usable sq.ft');

    // ₹150/sq.ft × 95.50 = ₹14,325; freight ₹2,000; GST 18 % of ₹16,325 = ₹2,938.50.
    await user.type(within(form).getByLabelText(/Price per sq.ft/), '150');
    await user.type(within(form).getByLabelText(/Freight to/), '2000');
    await waitFor(() => expect(preview()).toContain('₹19,263.50'));

    await user.click(within(form).getByRole('radio', { name: 'Bill on gross sq.ft' }));
    expect(preview()).toContain('2 slabs, 98.20 sq.ft billed on gross sq.ft');
    // 98.20 × ₹150 = ₹14,730; + ₹2,000; GST ₹3,011.40.
    expect(preview()).toContain('₹19,741.40');

    await user.click(within(form).getByRole('checkbox', { name: /Slab B114-09/ }));
    expect(preview()).toContain('3 slabs, 147.30 sq.ft billed on gross sq.ft');

    await user.type(within(form).getByLabelText(/Lead time/), '10');
    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true), slow);
    const sent = server.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ price: '150', freight: '2000', slabIds: [1, 2, 3], billsOn: 'gross' });
  });

  it('quotes the typed quantity when the slabs are not offered', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Your quote' }, slow);
    await user.click(within(form).getByRole('checkbox', { name: /Offer specific slabs/ }));
    expect(preview()).toContain('Landed total for 99 sq.ft');
    await user.type(within(form).getByLabelText(/Price per sq.ft/), '150');
    await user.type(within(form).getByLabelText(/Freight to/), '0');
    await user.type(within(form).getByLabelText(/Lead time/), '10');
    await user.click(within(form).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true), slow);
    const sent = server.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent.slabIds).toBeUndefined();
    expect(sent.billsOn).toBeUndefined();
  });
});
