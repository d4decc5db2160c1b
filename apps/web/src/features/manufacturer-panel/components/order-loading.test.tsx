// D49: "Load slabs" in the order's drawer: a typed slab is loaded and said on the spot, the list and
// its totals follow the server's answer, a refused scan says the server's reason where the yard looks,
// and an order without chosen slabs shows nothing to load.
import type { LoadingView } from '@granite/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { OrderLoading } from './order-loading';

beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const area = (slabs: number, sqft: number, sqm: number) => ({ slabs, sqft, sqm });
const slab = (sequence: number, state: 'scanned' | 'missing') => ({
  slabId: 100 + sequence,
  name: `B114-0${sequence}`,
  blockNumber: 'B114',
  lotNumber: 'L1',
  sequence,
  lengthMm: 3050,
  widthMm: 1850,
  billedSqft: 59,
  photo: null,
  state,
  scannedAt: state === 'scanned' ? '2026-12-08T06:00:00.000Z' : null,
  scannedBy: state === 'scanned' ? 'Ravi Kumar' : null,
  bundle: null,
  shortfall: null,
});
const view = (loaded: number): LoadingView => ({
  orderId: 7,
  applies: true,
  open: true,
  slabs: [slab(1, loaded >= 1 ? 'scanned' : 'missing'), slab(2, loaded >= 2 ? 'scanned' : 'missing')],
  totals: {
    ordered: area(2, 118, 10.96),
    loaded: area(loaded, 59 * loaded, loaded ? 5.48 * loaded : 0),
    missing: area(2 - loaded, 59 * (2 - loaded), (2 - loaded) * 5.48),
  },
  photos: [],
  blocking: ['B114-01', 'B114-02'].slice(loaded),
});

describe('loading an order of slabs in the panel (D49)', () => {
  it('loads a typed slab, says so and shows the new totals', async () => {
    const api = mockApi({
      'GET /api/v1/vendor/orders/7/loading': view(0),
      'POST /api/v1/vendor/orders/7/loading/scans': {
        slab: { slabId: 101, name: 'B114-01', added: true },
        loading: view(1),
      },
    });
    renderWithProviders(<OrderLoading orderId={7} />);
    await screen.findByText(/Loaded 0 of 2 slabs: 0\.00 of 118\.00 sq\.ft/);
    screen.getByText(/once these are loaded or their absence is written down: B114-01, B114-02/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Block/ }), { target: { value: ' B114 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Slab/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load slab' }));
    await screen.findByText('B114-01 loaded');
    await screen.findByText(/Loaded 1 of 2 slabs: 59\.00 of 118\.00 sq\.ft \(5\.48 of 10\.96 m²\)/);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ block: 'B114', slab: 1 });
  });

  it('says why a scan was refused, on the spot', async () => {
    // The server's answer to this scan is a refusal; its message is what the yard reads.
    mockApi({ 'GET /api/v1/vendor/orders/7/loading': view(0) });
    renderWithProviders(<OrderLoading orderId={7} />);
    await screen.findByText(/Loaded 0 of 2 slabs/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Block/ }), { target: { value: 'B999' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Slab/ }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load slab' }));
    const said = await screen.findByRole('status');
    await waitFor(() => expect(said.textContent).toMatch(/No route POST/));
  });

  it('shows nothing to load for an order by sq.ft', async () => {
    const api = mockApi({
      'GET /api/v1/vendor/orders/7/loading': { ...view(0), applies: false, slabs: [], blocking: [] },
    });
    const { container } = renderWithProviders(<OrderLoading orderId={7} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
