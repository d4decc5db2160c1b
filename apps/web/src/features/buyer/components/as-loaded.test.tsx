// D49: the buyer's as-loaded list on the order: the totals against the order, each slab loaded or
// not and why, and a replacement slab the buyer accepts; nothing is shown before loading starts.
import type { LoadingView } from '@granite/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { AsLoaded } from './as-loaded';

beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const base = {
  blockNumber: 'B114',
  lotNumber: 'L1',
  lengthMm: 3050,
  widthMm: 1850,
  billedSqft: 59,
  photo: null,
  scannedBy: null,
  bundle: null,
};
const view = (acceptedAt: string | null): LoadingView => ({
  orderId: 9,
  applies: true,
  open: true,
  slabs: [
    {
      ...base,
      slabId: 1,
      name: 'B114-01',
      sequence: 1,
      state: 'scanned',
      scannedAt: '2026-12-08T06:00:00.000Z',
      shortfall: null,
    },
    {
      ...base,
      slabId: 2,
      name: 'B114-02',
      sequence: 2,
      state: 'replaced',
      scannedAt: null,
      shortfall: {
        reason: 'replaced',
        note: 'Edge chipped while lifting',
        recordedAt: '2026-12-08T06:05:00.000Z',
        replacement: { slabId: 7, name: 'B114-07', billedSqft: 58, scanned: false, acceptedAt },
      },
    },
  ],
  totals: {
    ordered: { slabs: 2, sqft: 118, sqm: 10.96 },
    loaded: { slabs: 1, sqft: 59, sqm: 5.48 },
    missing: { slabs: 1, sqft: 59, sqm: 5.48 },
  },
  photos: [],
  blocking: [],
});

describe("the buyer's as-loaded list (D49)", () => {
  it('shows the totals and each slab, and accepts the slab sent instead', async () => {
    const api = mockApi({
      'GET /api/v1/me/orders/9/loading': view(null),
      'POST /api/v1/me/orders/9/loading/replacements/2/accept': view('2026-12-08T06:10:00.000Z'),
    });
    renderWithProviders(<AsLoaded orderId={9} />);
    await screen.findByText(/Loaded 1 of 2 slabs: 59\.00 of 118\.00 sq\.ft \(5\.48 of 10\.96 m²\)/);
    screen.getByText(/Edge chipped while lifting/);
    fireEvent.click(screen.getByRole('button', { name: 'Accept B114-07' }));
    await screen.findByText(/Sent instead: B114-07, 58\.00 sq\.ft \(you accepted it\)/);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Accept B114-07' })).toBeNull();
  });

  it('shows nothing before the yard starts loading', async () => {
    const untouched: LoadingView = {
      ...view(null),
      slabs: view(null).slabs.map((s) => ({
        ...s,
        state: 'missing' as const,
        scannedAt: null,
        shortfall: null,
      })),
      totals: { ...view(null).totals, loaded: { slabs: 0, sqft: 0, sqm: 0 } },
    };
    const api = mockApi({ 'GET /api/v1/me/orders/9/loading': untouched });
    const { container } = renderWithProviders(<AsLoaded orderId={9} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
