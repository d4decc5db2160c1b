// The Inventory screen (D32): its filters live in the address, so a link from a product opens it
// filtered and a reload shows the same slabs; each filter is what the list asks the server for.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders, routerAddress } from '@/test/render';
import { inventoryList, inventorySlab, manufacturerLot, page } from '../test/slab-fixtures';
import { ManufacturerInventoryPage } from './inventory-page';

// The panel's routes load its catalogues before a page renders (D40); so does each test.
beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const SLABS = [
  inventorySlab({ id: 1, sequence: 7 }),
  inventorySlab({
    id: 2,
    sequence: 8,
    status: 'held',
    heldByReplyId: 90,
    heldForRequestId: 42,
    heldUntil: '2026-12-12',
  }),
  inventorySlab({ id: 3, sequence: 9, status: 'sold', soldOutside: true }),
];

function serve() {
  return mockApi({
    'GET /api/v1/vendor/slabs': inventoryList(SLABS),
    'GET /api/v1/vendor/lots': page([
      manufacturerLot(),
      manufacturerLot({ id: 12, blockNumber: 'B115', thicknessMm: 20 }),
    ]),
    'GET /api/v1/vendor/lots/11': { ...manufacturerLot(), slabs: SLABS },
    'GET /api/v1/vendor/products': page([
      { id: 5, name: 'Black Galaxy' },
      { id: 6, name: 'Kashmir White' },
    ]),
  });
}

/** The first render loads the page's chunks; on a busy machine that takes more than a second. */
const slow = { timeout: 5000 };

const slabCalls = (server: ReturnType<typeof serve>) =>
  server.calls.filter((c) => c.path === '/api/v1/vendor/slabs').map((c) => Object.fromEntries(c.query));

describe('Inventory screen', { timeout: 20_000 }, () => {
  it('lists each slab with its name, size both ways, sq.ft and status, and the totals', async () => {
    serve();
    renderWithProviders(<ManufacturerInventoryPage />, { route: '/vendor/inventory' });
    const row = await screen.findByRole('row', { name: /B114-07/ }, slow);
    const table = screen.getByRole('table', { name: 'Slabs' });
    expect(row.textContent).toContain('2896 × 1575 mm');
    expect(row.textContent).toContain(`9'6" × 5'2"`);
    expect(row.textContent).toContain('49.10 / 49.10');
    expect(within(row).getByText('Available')).toBeTruthy();
    const held = within(table).getByRole('row', { name: /B114-08/ });
    const link = within(held).getByRole('link', { name: /On hold until 12 Dec 2026/ });
    expect(link.getAttribute('href')).toBe('/vendor/quotes/42');
    expect(within(table).getByRole('row', { name: /B114-09/ }).textContent).toContain('Sold outside');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain('49.10sq.ft');
    expect(totals.textContent).toContain('Available49.10sq.ft1 slab');
  });

  it('writes each filter into the address and asks the server for it', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderWithProviders(<ManufacturerInventoryPage />, { route: '/vendor/inventory?productId=5&lotId=11' });
    await screen.findByRole('row', { name: /B114-07/ }, slow);
    expect(slabCalls(server)[0]).toMatchObject({ productId: '5', lotId: '11', page: '1' });
    // The chosen lot has its own panel.
    expect(await screen.findByRole('heading', { name: 'Block B114 · lot L1' }, slow)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'held');
    await waitFor(
      () => expect(routerAddress.current).toBe('/vendor/inventory?productId=5&lotId=11&status=held'),
      slow,
    );
    await waitFor(
      () => expect(slabCalls(server).at(-1)).toMatchObject({ status: 'held', lotId: '11' }),
      slow,
    );

    await user.selectOptions(screen.getByLabelText('Thickness'), '20');
    await waitFor(() => expect(routerAddress.current).toContain('thicknessMm=20'), slow);

    // A size in feet and inches is kept in mm.
    await user.type(screen.getByLabelText('Minimum length'), `9'6"`);
    await user.type(screen.getByLabelText('Minimum width'), '1500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(routerAddress.current).toContain('minLengthMm=2896&minWidthMm=1500'), slow);
    await waitFor(
      () => expect(slabCalls(server).at(-1)).toMatchObject({ minLengthMm: '2896', minWidthMm: '1500' }),
      slow,
    );
    expect(screen.getByText(`At least 9'6" × 4'11"`)).toBeTruthy();

    // Another product: its lots differ, so the lot filter goes.
    await user.selectOptions(screen.getByLabelText('Product'), '6');
    await waitFor(() => expect(routerAddress.current).toContain('productId=6'), slow);
    expect(routerAddress.current).not.toContain('lotId');
  });

  it('says what is wrong with a size it cannot read, and asks nothing', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderWithProviders(<ManufacturerInventoryPage />, { route: '/vendor/inventory' });
    await screen.findByRole('row', { name: /B114-07/ }, slow);
    const before = slabCalls(server).length;
    await user.type(screen.getByLabelText('Minimum length'), 'nine feet');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(`Type a size in mm (2900) or in feet and inches (9'6").`)).toBeTruthy();
    expect(routerAddress.current).toBe('/vendor/inventory');
    expect(slabCalls(server)).toHaveLength(before);
  });

  it('offers editing, marking sold and deleting only for an available slab', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<ManufacturerInventoryPage />, { route: '/vendor/inventory' });
    await user.click(await screen.findByRole('button', { name: 'Actions for slab B114-08' }, slow));
    const heldMenu = await screen.findByRole('menu');
    expect(within(heldMenu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(heldMenu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(within(heldMenu).getByRole('menuitem', { name: 'Open the quote holding it' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for slab B114-07' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Edit', 'Add photo', 'Mark sold', 'Delete']);
  });

  it('says in plain words that there are no lots yet, with the way to add one', async () => {
    mockApi({
      'GET /api/v1/vendor/slabs': inventoryList([]),
      'GET /api/v1/vendor/lots': page([]),
      'GET /api/v1/vendor/products': page([]),
    });
    renderWithProviders(<ManufacturerInventoryPage />, { route: '/vendor/inventory' });
    expect(
      await screen.findByText('No lots yet. Add a lot to show buyers the slabs they will receive.', {}, slow),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Add a lot' });
    expect(links.every((l) => l.getAttribute('href') === '/vendor/inventory/lots/new')).toBe(true);
  });
});
