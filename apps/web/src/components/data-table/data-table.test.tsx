// The data table of the admin and manufacturer areas: rows come from the server a page at a time,
// and the page, sort and filters live in the URL so a reload or a shared link shows the same rows
// (D11: paging happens on the server).
import type { Paginated } from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { mockApi, renderWithProviders, routerAddress } from '@/test/render';
import { DataTable } from './data-table';
import { useTableParams } from './use-table-params';

type Slab = { id: number; name: string; pricePaise: number };

const SLABS: Slab[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Slab ${String(i + 1).padStart(2, '0')}`,
  pricePaise: 10_000 + ((i * 7) % 25) * 1_000,
}));

/** The server's side: a page of the slabs, sorted as asked. */
function slabsPage({ url }: { url: URL }): Paginated<Slab> {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const sort = url.searchParams.get('sort') as keyof Slab | null;
  const sign = url.searchParams.get('dir') === 'desc' ? -1 : 1;
  const rows = sort ? [...SLABS].sort((a, b) => (a[sort] > b[sort] ? sign : -sign)) : SLABS;
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
  };
}

const columns: ColumnDef<Slab>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    meta: { primary: true },
    cell: ({ row }) => row.original.name,
  },
  { id: 'pricePaise', header: 'Price', cell: ({ row }) => row.original.pricePaise },
];

function SlabsTable({ onSelect }: { onSelect?: (ids: string[]) => void }) {
  const params = useTableParams({ pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const query = useQuery({
    queryKey: ['slabs', params.query],
    queryFn: ({ signal }) => api.get<Paginated<Slab>>('/admin/slabs', { query: params.query, signal }),
  });
  return (
    <DataTable
      caption="Slabs"
      columns={columns}
      rows={query.data?.items}
      total={query.data?.total ?? 0}
      params={params}
      getRowId={(r) => String(r.id)}
      isLoading={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={{ title: 'No products found matching your search criteria' }}
      selection={
        onSelect
          ? {
              selected,
              onChange: (ids) => {
                setSelected(ids);
                onSelect(ids);
              },
            }
          : undefined
      }
    />
  );
}

/** The names in the table's body, top to bottom. */
const shownNames = () =>
  within(screen.getByRole('table', { name: 'Slabs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent);

const pager = () => within(screen.getByRole('navigation', { name: 'Slabs pages' }));
const button = (name: string) => pager().getByRole('button', { name }) as HTMLButtonElement;

describe('data table paging', () => {
  it('shows the first page with where it is and only Next to go', async () => {
    const server = mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs' });
    expect(await screen.findByText('Slab 01')).toBeTruthy();
    expect(shownNames()).toHaveLength(10);
    expect(screen.getByText(/^Showing/).textContent).toBe('Showing 1–10 of 25');
    expect(pager().getByText('Page 1 of 3')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(server.calls[0]!.query.toString()).toBe('page=1&pageSize=10');
  });

  it('asks the server for the next page and writes it into the address', async () => {
    const user = userEvent.setup();
    const server = mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs' });
    await screen.findByText('Slab 01');
    await user.click(button('Next'));
    expect(await screen.findByText('Slab 11')).toBeTruthy();
    expect(screen.queryByText('Slab 10')).toBeNull();
    expect(screen.getByText(/^Showing/).textContent).toBe('Showing 11–20 of 25');
    expect(routerAddress.current).toBe('/admin/slabs?page=2');
    expect(server.calls.at(-1)!.query.get('page')).toBe('2');
  });

  it('opens on the page of the address, stops at the last one and goes back', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs?page=3' });
    await screen.findByText('Slab 21');
    expect(shownNames()).toEqual(['Slab 21', 'Slab 22', 'Slab 23', 'Slab 24', 'Slab 25']);
    expect(screen.getByText(/^Showing/).textContent).toBe('Showing 21–25 of 25');
    expect(button('Next').disabled).toBe(true);
    await user.click(button('Previous'));
    await screen.findByText('Slab 11');
    expect(routerAddress.current).toBe('/admin/slabs?page=2');
    await user.click(button('Previous'));
    await screen.findByText('Slab 01');
    // Page 1 is the default, so the address drops it.
    expect(routerAddress.current).toBe('/admin/slabs');
  });

  it('sorts by a header, ascending then descending, from the first page again', async () => {
    const user = userEvent.setup();
    const server = mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs?page=2' });
    await screen.findByText('Slab 11');
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(shownNames()[0]).toBe('Slab 01'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(routerAddress.current).toBe('/admin/slabs?sort=name&dir=asc');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(shownNames()[0]).toBe('Slab 25'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(server.calls.at(-1)!.query.toString()).toBe('sort=name&dir=desc&page=1&pageSize=10');
    // The price column did not ask to be sortable.
    expect(within(screen.getByRole('columnheader', { name: 'Price' })).queryByRole('button')).toBeNull();
  });

  it('keeps a page size from the address within 100 rows', async () => {
    const server = mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs?pageSize=5000' });
    await screen.findByText('Slab 25');
    expect(server.calls[0]!.query.get('pageSize')).toBe('100');
    expect(screen.queryByRole('navigation', { name: 'Slabs pages' })).toBeNull();
  });

  it("shows the spec's empty text and no paging when nothing matches", async () => {
    mockApi({ 'GET /api/v1/admin/slabs': { items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs' });
    expect(await screen.findByText('No products found matching your search criteria')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('offers to try again when the rows could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /api/v1/admin/slabs': (request: { url: URL }) => {
        if (fail) throw new Error('database down');
        return slabsPage(request);
      },
    });
    renderWithProviders(<SlabsTable />, { route: '/admin/slabs' });
    expect(await screen.findByText('Slabs could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Slab 01')).toBeTruthy();
  });

  it('selects every row of the page for a bulk action', async () => {
    const user = userEvent.setup();
    const selections: string[][] = [];
    mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsTable onSelect={(ids) => selections.push(ids)} />, { route: '/admin/slabs' });
    await screen.findByText('Slab 01');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(selections.at(-1)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[2]!);
    expect(selections.at(-1)).not.toContain('3');
    expect(selections.at(-1)).toHaveLength(9);
  });
});

/** A list whose rows open in a drawer named by `?slab=` in the address, as the quote requests and orders do. */
function SlabsWithDrawer() {
  const params = useTableParams({ pageSize: 10, drawer: 'slab' });
  const query = useQuery({
    queryKey: ['slabs', params.query],
    queryFn: ({ signal }) => api.get<Paginated<Slab>>('/admin/slabs', { query: params.query, signal }),
  });
  return (
    <>
      <DataTable
        caption="Slabs"
        columns={[
          ...columns,
          {
            id: 'open',
            header: 'Open',
            cell: ({ row }) => (
              <button type="button" onClick={() => params.openDrawer(row.original.id)}>
                Open {row.original.name}
              </button>
            ),
          },
        ]}
        rows={query.data?.items}
        total={query.data?.total ?? 0}
        params={params}
        getRowId={(r) => String(r.id)}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        empty={{ title: 'No products found matching your search criteria' }}
      />
      {params.drawerId !== undefined && (
        <section aria-label="Slab drawer">
          Slab #{params.drawerId}
          <button type="button" onClick={() => params.openDrawer(undefined)}>
            Close
          </button>
        </section>
      )}
    </>
  );
}

describe('data table with a detail drawer in the address', () => {
  it('opens the drawer from a shared link without sending its parameter to the list API', async () => {
    const server = mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsWithDrawer />, { route: '/admin/slabs?slab=2&q=granite' });
    expect(await screen.findByText('Slab 01')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Slab drawer' }).textContent).toContain('Slab #2');
    for (const call of server.calls) expect(call.query.has('slab')).toBe(false);
    expect(server.calls[0]!.query.toString()).toBe('q=granite&page=1&pageSize=10');
  });

  it('opens and closes a row on its page, keeping the page and asking for no other rows', async () => {
    const user = userEvent.setup();
    const server = mockApi({ 'GET /api/v1/admin/slabs': slabsPage });
    renderWithProviders(<SlabsWithDrawer />, { route: '/admin/slabs?page=2' });
    await screen.findByText('Slab 11');
    const before = server.calls.length;
    await user.click(screen.getByRole('button', { name: 'Open Slab 12' }));
    expect(screen.getByRole('region', { name: 'Slab drawer' }).textContent).toContain('Slab #12');
    expect(routerAddress.current).toBe('/admin/slabs?page=2&slab=12');
    expect(screen.getByText('Slab 11')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Slab drawer' })).toBeNull();
    expect(routerAddress.current).toBe('/admin/slabs?page=2');
    expect(server.calls.length).toBe(before);
  });
});
