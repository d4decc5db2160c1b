// The filter panel's whole manufacturer and variety lists: asked for only when opened, under the list's
// own filters, narrowed by the words typed; a pick chooses that value.
import { type FacetCount, PRODUCT_FACETS, type ProductFacet } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readFilters } from '@/lib/product-filters';
import { mockApi, renderWithProviders } from '@/test/render';
import { FilterPanel } from './filter-panel';

const empty = Object.fromEntries(PRODUCT_FACETS.map((f) => [f, []])) as unknown as Record<
  ProductFacet,
  FacetCount[]
>;
const shown = Array.from({ length: 8 }, (_, i) => ({
  value: String(i + 1),
  label: `Maker ${i + 1}`,
  count: 50 - i,
}));
const all = [
  ...shown,
  { value: '31', label: 'Ongole Stone Works', count: 3 },
  { value: '32', label: 'Ongole Granites', count: 1 },
];

function renderPanel(totals = { manufacturer: 10, variety: 0 }) {
  const onChange = vi.fn();
  const api = mockApi({
    'GET /api/v1/products/facets/manufacturer': ({ url }: { url: URL }) => {
      const words = (url.searchParams.get('q') ?? '').toLowerCase();
      return { facet: 'manufacturer', items: all.filter((m) => m.label.toLowerCase().includes(words)) };
    },
  });
  renderWithProviders(
    <FilterPanel
      filters={readFilters(new URLSearchParams('search=black'))}
      facets={{ ...empty, manufacturer: shown }}
      facetTotals={totals}
      query={{ search: 'black', category: 3 }}
      onChange={onChange}
      onClear={() => {}}
    />,
  );
  return { onChange, api };
}

describe('the whole manufacturer list of the filter panel', () => {
  it('asks for nothing until opened, then lists every manufacturer under the same filters', async () => {
    const { api } = renderPanel();
    const open = screen.getByRole('button', { name: 'All 10 manufacturers' });
    expect(api.calls).toHaveLength(0);
    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Ongole Granites 1' })).toBeTruthy();
    expect(api.calls[0]!.path).toBe('/api/v1/products/facets/manufacturer');
    expect(api.calls[0]!.query.get('search')).toBe('black');
    expect(api.calls[0]!.query.get('category')).toBe('3');
  });

  it('narrows to the names holding the words typed, and chooses the one picked', async () => {
    const { onChange, api } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'All 10 manufacturers' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a manufacturer' }), 'ongole');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Maker 1 50' })).toBeNull());
    expect(api.calls.at(-1)!.query.get('q')).toBe('ongole');
    await userEvent.click(screen.getByRole('button', { name: 'Ongole Stone Works 3' }));
    expect(onChange).toHaveBeenCalledWith({ manufacturer: 31 });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers no whole list when the answer already holds every manufacturer', () => {
    renderPanel({ manufacturer: 8, variety: 0 });
    expect(screen.queryByRole('button', { name: /^All \d+ manufacturers$/ })).toBeNull();
  });
});
