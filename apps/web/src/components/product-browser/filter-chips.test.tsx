// Storefront 2.6: the filters that are on show as chips; each removes its own filter.
import { type FacetCount, PRODUCT_FACETS, type ProductFacet } from '@granite/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readFilters } from '@/lib/product-filters';
import { FilterChips } from './filter-chips';

const facets = {
  ...(Object.fromEntries(PRODUCT_FACETS.map((f) => [f, []])) as unknown as Record<
    ProductFacet,
    FacetCount[]
  >),
  manufacturer: [{ value: '12', label: 'Ongole Stone Yard', count: 4 }],
};

const chipsFor = (query: string) => {
  const onChange = vi.fn();
  const onClear = vi.fn();
  render(
    <FilterChips
      filters={readFilters(new URLSearchParams(query))}
      facets={facets}
      onChange={onChange}
      onClear={onClear}
    />,
  );
  return { onChange, onClear };
};

describe('the filter chips', () => {
  it('names each filter that is on, the manufacturer by its name', () => {
    chipsFor(
      'manufacturer=12&finish=Polished,Honed&grade=First&stockThicknessMm=18&minLengthMm=2743&maxPrice=300',
    );
    const chips = screen.getAllByRole('button', { name: /^Remove filter / }).map((b) => b.textContent);
    expect(chips).toEqual([
      'Ongole Stone Yard',
      'Polished',
      'Honed',
      'First grade',
      '18 mm in stock',
      'slabs from 2743 mm long',
      '₹0–₹300',
    ]);
  });

  it('removes only the filter pressed, and all of them with Clear all', async () => {
    const { onChange, onClear } = chipsFor('finish=Polished,Honed&inStock=true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove filter Polished' }));
    expect(onChange).toHaveBeenLastCalledWith({ finish: ['Honed'] });
    await user.click(screen.getByRole('button', { name: 'Remove filter In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: false });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows nothing when no filter is on', () => {
    chipsFor('sort=price-asc&page=2');
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
  });
});
