// "Slabs in stock" on the product page (D32, D33): the lots and their slabs, held slabs shown but
// never offered, the ticked slabs' sq.ft summed, photos loaded lazily, the lots past the first few
// and the slabs of unopened lots not drawn until asked for, and the quote asked for those slabs.
import type { CreatedQuoteRequests } from '@granite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { lot, product, slab } from './lot-fixtures';
import { LotsSection } from './lots-section';

const b114 = lot(1, 'B114', [
  slab(1, 7, { lengthMm: 2896, widthMm: 1575, grossSqft: 49.1, usableSqft: 49.1 }),
  slab(1, 8, { lengthMm: 3050, widthMm: 1830, grossSqft: 60.08, usableSqft: 58.25 }),
  slab(1, 9, { status: 'held' }),
]);
const b120 = lot(2, 'B120', [slab(2, 1), slab(2, 2)]);

// The ticked slabs are kept for the tab (sessionStorage): each test starts with none.
beforeEach(() => sessionStorage.clear());

function renderSection(lots = [b114, b120]) {
  const api = mockApi({
    'GET /api/v1/products/5/lots': { items: lots },
    'GET /api/v1/session': { session: null },
    'POST /api/v1/quote-requests': {
      groupId: null,
      replayed: false,
      requests: [{ status: 'unconfirmed' }],
    } as unknown as CreatedQuoteRequests,
  });
  const view = renderWithProviders(<LotsSection product={product} />);
  return Object.assign(api, { unmount: view.unmount });
}

describe('slabs in stock', () => {
  it('lists each lot under its own heading with its facts, and the first lot’s slabs', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { level: 2, name: 'Slabs in stock' })).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Block B114' });
    expect(within(first).getByRole('heading', { level: 3, name: 'Block B114' })).toBeTruthy();
    // Available sq.ft counts the two free slabs' usable sq.ft: 49.1 + 58.25.
    expect(first.textContent).toContain('107.35 sq.ft');
    expect(first.textContent).toContain('3 slabs (1 on hold)');
    expect(first.textContent).toContain('2896–3050 × 1575–1830 mm');
    expect(first.textContent).toContain(`9'6"–10'0" × 5'2"–6'0"`);
    expect(first.textContent).toContain('18 mm');
    expect(first.textContent).toContain('Ongole');
    expect(within(first).getAllByTestId('slab')).toHaveLength(3);
    // The second lot's grid is drawn only when opened.
    const second = screen.getByRole('article', { name: 'Block B120' });
    expect(within(second).queryAllByTestId('slab')).toHaveLength(0);
    await userEvent.click(within(second).getByRole('button', { name: 'View 2 slabs' }));
    expect(within(second).getAllByTestId('slab')).toHaveLength(2);
  });

  it('marks a held slab "On hold" and gives it no checkbox', async () => {
    renderSection();
    const held = (await screen.findAllByTestId('slab')).find((s) => s.dataset.status === 'held')!;
    expect(within(held).getByText('On hold')).toBeTruthy();
    expect(within(held).queryByRole('checkbox')).toBeNull();
    // "Select whole lot" ticks only the two available slabs.
    await userEvent.click(screen.getAllByRole('checkbox', { name: /Select whole lot/ })[0]!);
    expect(screen.getByTestId('slab-selection').textContent).toContain('2 slabs selected · 107.35 sq.ft');
  });

  it('tells a signed-in buyer which held slabs are held for their own quote, linking to it (D32)', async () => {
    const { calls } = mockApi({
      'GET /api/v1/products/5/lots': { items: [b114, b120] },
      'GET /api/v1/session': {
        session: { user: { id: 'u1', name: 'Meera Iyer', email: 'meera@example.com' }, roles: ['buyer'] },
      },
      'GET /api/v1/me/held-slabs': ({ url }: { url: URL }) => ({
        items:
          url.searchParams.get('productId') === '5'
            ? [{ slabId: b114.slabs[2]!.id, quoteRequestId: 31, heldUntil: '2026-12-20' }]
            : [],
      }),
    });
    renderWithProviders(<LotsSection product={product} />);
    const link = await screen.findByRole('link', { name: 'Held for your quote' });
    expect(link.getAttribute('href')).toBe('/dashboard?tab=quotes&request=31');
    const tile = link.closest('[data-testid="slab"]') as HTMLElement;
    expect(tile.dataset.status).toBe('held');
    expect(within(tile).queryByText('On hold')).toBeNull();
    expect(within(tile).queryByRole('checkbox')).toBeNull();
    expect(calls.some((c) => c.path === '/api/v1/me/held-slabs')).toBe(true);
  });

  it('asks nothing of a signed-out visitor and shows their held slabs "On hold"', async () => {
    const { calls } = renderSection();
    const held = (await screen.findAllByTestId('slab')).find((s) => s.dataset.status === 'held')!;
    expect(within(held).getByText('On hold')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/me/held-slabs')).toBe(false);
  });

  it('opened from a list filtered by grade, shows the lots of that grade first and says so (D32)', async () => {
    const second = { ...lot(3, 'B130', [slab(3, 1)]), grade: 'Second' as const };
    mockApi({
      'GET /api/v1/products/5/lots': { items: [b114, b120, second] },
      'GET /api/v1/session': { session: null },
    });
    renderWithProviders(<LotsSection product={product} />, { route: '/product/5?grade=Second' });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Block B130', 'Block B114', 'Block B120']);
    expect(screen.getByTestId('lots-filtered').textContent).toBe(
      '1 lot meets your filters (Second grade) and comes first.',
    );
  });

  it('says when no lot meets the list’s filters, and shows them all', async () => {
    mockApi({
      'GET /api/v1/products/5/lots': { items: [b114, b120] },
      'GET /api/v1/session': { session: null },
    });
    renderWithProviders(<LotsSection product={product} />, { route: '/product/5?stockThicknessMm=30' });
    expect((await screen.findByTestId('lots-filtered')).textContent).toBe(
      'No lot meets your filters (30 mm); every lot is shown.',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('sums the ticked slabs’ sq.ft into the request button', async () => {
    renderSection();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select slab B114-07, 2896 × 1575 mm, 49.1 sq.ft' }),
    );
    expect(screen.getByRole('button', { name: 'Request quote for 1 slab (49.1 sq.ft)' })).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: 'Select slab B114-08, 3050 × 1830 mm, 58.25 sq.ft' }),
    );
    expect(screen.getByRole('button', { name: 'Request quote for 2 slabs (107.35 sq.ft)' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Select slab B114-07/ }));
    expect(screen.getByRole('button', { name: 'Request quote for 1 slab (58.25 sq.ft)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the slab selection' }));
    expect(screen.queryByTestId('slab-selection')).toBeNull();
  });

  it('keeps the ticked slabs when the page is loaded again', async () => {
    const first = renderSection();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select slab B114-07, 2896 × 1575 mm, 49.1 sq.ft' }),
    );
    first.unmount();
    renderSection();
    expect(await screen.findByRole('button', { name: 'Request quote for 1 slab (49.1 sq.ft)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Select slab B114-07/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('loads slab photos lazily, from srcset, with their size set', async () => {
    renderSection();
    const tile = (await screen.findAllByTestId('slab'))[0]!;
    const img = tile.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toContain('/media/slab-1-7-400.webp 400w');
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1000');
  });

  it('shows a lot without a bundle photo by its first photographed slab', async () => {
    renderSection([{ ...b120, photos: [] }]);
    const cover = await screen.findByRole('img', { name: 'Slab B120-01 of Block B120' });
    expect(cover.getAttribute('src')).toBe('/media/slab-2-1-1600.webp');
  });

  it('shows the first three lots and the rest on "Show all N lots"', async () => {
    renderSection([
      b114,
      b120,
      lot(3, 'B121', [slab(3, 1)]),
      lot(4, 'B122', [slab(4, 1)]),
      lot(5, 'B123', [slab(5, 1)]),
    ]);
    expect(await screen.findAllByTestId('lot')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 5 lots' }));
    expect(screen.getAllByTestId('lot')).toHaveLength(5);
  });

  it('asks for a quote for exactly the ticked slabs, their sq.ft the quantity, signed out (D31, D33)', async () => {
    const { calls } = renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Select slab B114-07/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select slab B114-08/ }));
    await user.click(screen.getByRole('button', { name: /Request quote for 2 slabs/ }));
    // The form is its own chunk, loaded on first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' }, { timeout: 5000 });
    expect(within(dialog).getByTestId('chosen-slabs').textContent).toContain('Quantity: 107.35 sq.ft');
    expect(within(dialog).getByTestId('chosen-slabs').textContent).toContain('B114-07, B114-08');
    expect(within(dialog).queryByLabelText(/Quantity \(sq.ft\)/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Your E-mail/), 'meera@example.com');
    await user.type(within(dialog).getByLabelText(/Your Name/), 'Meera Iyer');
    await user.type(within(dialog).getByLabelText(/Mobile Number/), '9845012345');
    await user.type(within(dialog).getByLabelText(/Delivery City/), 'Chennai');
    await user.type(within(dialog).getByLabelText(/Delivery PIN Code/), '600001');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      productId: 5,
      slabIds: [b114.slabs[0]!.id, b114.slabs[1]!.id],
      productType: 'Slabs',
    });
    expect(body).not.toHaveProperty('quantitySqft');
    // Sent: the dialog closes and the selection is cleared.
    await waitFor(() => expect(screen.queryByTestId('slab-selection')).toBeNull());
    // A whole form typed key by key, and the form's chunk loaded: seconds on a busy machine.
  }, 20_000);

  describe('a product’s lots with a preview of slabs', () => {
    // As GET /products/{id}/lots answers a big product: the first lot's first 12 slabs, none of the
    // second's; GET /lots/{id} gives a lot with all of them.
    const big = lot(
      7,
      'B130',
      Array.from({ length: 14 }, (_, i) => slab(7, i + 1)),
    );
    const small = lot(8, 'B131', [slab(8, 1), slab(8, 2, { status: 'held' }), slab(8, 3)]);
    const preview = [
      { ...big, slabs: big.slabs.slice(0, 12), slabsComplete: false },
      {
        ...small,
        photos: [],
        slabs: [],
        slabsComplete: false,
        slabCover: { sequence: 1, photo: small.slabs[0]!.photo! },
      },
    ];

    function renderPreview() {
      return mockApi({
        'GET /api/v1/products/5/lots': { items: preview },
        'GET /api/v1/lots/7': big,
        'GET /api/v1/lots/8': small,
        'GET /api/v1/session': { session: null },
      });
    }
    const lotCalls = (calls: { path: string }[], id: number) =>
      calls.filter((c) => c.path === `/api/v1/lots/${id}`).length;

    it('draws the preview, and fetches a lot’s slabs once when it is opened or all are asked for', async () => {
      const { calls } = renderPreview();
      renderWithProviders(<LotsSection product={product} />);
      const first = await screen.findByRole('article', { name: 'Block B130' });
      expect(within(first).getAllByTestId('slab')).toHaveLength(12);
      expect(first.textContent).toContain('14 slabs');
      expect(lotCalls(calls, 7)).toBe(0);
      await userEvent.click(within(first).getByRole('button', { name: 'Show all 14 slabs' }));
      await waitFor(() => expect(within(first).getAllByTestId('slab')).toHaveLength(14));
      expect(lotCalls(calls, 7)).toBe(1);

      // The second lot came without slabs, pictured by its first photographed slab.
      const second = screen.getByRole('article', { name: 'Block B131' });
      expect(within(second).getByRole('img', { name: 'Slab B131-01 of Block B131' })).toBeTruthy();
      await userEvent.click(within(second).getByRole('button', { name: 'View 3 slabs' }));
      await waitFor(() => expect(within(second).getAllByTestId('slab')).toHaveLength(3));
      expect(within(second).getByText('On hold')).toBeTruthy();
      // Closed and opened again: from the cache, not fetched again.
      await userEvent.click(within(second).getByRole('button', { name: 'Hide slabs' }));
      await userEvent.click(within(second).getByRole('button', { name: 'View 3 slabs' }));
      expect(within(second).getAllByTestId('slab')).toHaveLength(3);
      expect(lotCalls(calls, 8)).toBe(1);
    });

    it('selects a whole unopened lot by fetching its slabs, alongside slabs of another lot', async () => {
      renderPreview();
      renderWithProviders(<LotsSection product={product} />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: /Select slab B130-01/ }));
      const second = screen.getByRole('article', { name: 'Block B131' });
      await user.click(within(second).getByRole('checkbox', { name: /Select whole lot/ }));
      await waitFor(() =>
        expect(screen.getByTestId('slab-selection').textContent).toContain('3 slabs selected · 147.3 sq.ft'),
      );
      expect(within(second).getByRole('checkbox', { name: /Select whole lot/ })).toHaveProperty(
        'checked',
        true,
      );
    });

    it('lets the viewer go past the preview to every slab of the lot', async () => {
      renderPreview();
      renderWithProviders(<LotsSection product={product} />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'View slab B130-12 large' }));
      const dialog = await screen.findByRole('dialog', { name: 'Slab B130-12 · Block B130' });
      await waitFor(() => expect(dialog.textContent).toContain('12 of 14'));
      await user.click(screen.getByRole('button', { name: 'Next slab' }));
      expect(await screen.findByRole('dialog', { name: 'Slab B130-13 · Block B130' })).toBeTruthy();
    });
  });
});
