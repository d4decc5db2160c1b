// D32: the catalogue's stock filters in the filter panel: the In stock toggle, the minimum slab size
// typed in mm or feet and inches, and lot grades and thicknesses in stock with their counts.
import { type FacetCount, PRODUCT_FACETS, type ProductFacet } from '@granite/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readFilters } from '@/lib/product-filters';
import { FilterPanel } from './filter-panel';

const facets = {
  ...(Object.fromEntries(PRODUCT_FACETS.map((f) => [f, []])) as unknown as Record<
    ProductFacet,
    FacetCount[]
  >),
  inStock: [{ value: 'true', label: 'In stock', count: 1234 }],
  grade: [
    { value: 'First', label: 'First', count: 40 },
    { value: 'Second', label: 'Second', count: 12 },
  ],
  stockThicknessMm: [
    { value: '18', label: '18 mm', count: 9 },
    { value: '20', label: '20 mm', count: 31 },
  ],
};

function renderPanel(query = '') {
  const onChange = vi.fn();
  render(
    <FilterPanel
      query={{}}
      filters={readFilters(new URLSearchParams(query))}
      facets={facets}
      onChange={onChange}
      onClear={() => {}}
    />,
  );
  return onChange;
}

describe('the stock filters (D32)', () => {
  it('toggles In stock, with the count it would show', async () => {
    const onChange = renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only (1,234)' }));
    expect(onChange).toHaveBeenCalledWith({ inStock: true });
  });

  it('lists lot grades and thicknesses in stock with counts, and adds to or removes from the choice', async () => {
    const onChange = renderPanel('grade=First&stockThicknessMm=20');
    const grades = screen.getByRole('group', { name: 'Lot grade' });
    expect(grades.textContent).toContain('First40');
    await userEvent.click(screen.getByRole('checkbox', { name: /Second/ }));
    expect(onChange).toHaveBeenLastCalledWith({ grade: ['First', 'Second'] });
    expect((screen.getByRole('checkbox', { name: /20 mm/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /20 mm/ }));
    expect(onChange).toHaveBeenLastCalledWith({ stockThicknessMm: [] });
    await userEvent.click(screen.getByRole('checkbox', { name: /18 mm/ }));
    expect(onChange).toHaveBeenLastCalledWith({ stockThicknessMm: [20, 18] });
  });

  it('takes the minimum slab size in mm or feet and inches, hints the other unit, and applies it in mm', async () => {
    const onChange = renderPanel();
    const length = screen.getByRole('textbox', { name: 'Length' });
    const width = screen.getByRole('textbox', { name: 'Width' });
    await userEvent.type(length, `9'6"`);
    expect(screen.getByText('= 2,896 mm')).toBeTruthy();
    await userEvent.type(width, '1800');
    expect(screen.getByText(`≈ 5'11"`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply size' }));
    expect(onChange).toHaveBeenCalledWith({ minLengthMm: 2896, minWidthMm: 1800 });
  });

  it('refuses a size that is not one, or larger than a slab can be, naming why', async () => {
    const onChange = renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Length' }), 'long{Enter}');
    expect(screen.getByText(`Enter mm (2900) or feet and inches (9'6")`)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Length' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Length' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Width' }), '2500{Enter}');
    expect(screen.getByText(`At most 2,200 mm (7'3")`)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the chosen size from the address and clears it with Any size', async () => {
    const onChange = renderPanel('minLengthMm=3000&minWidthMm=1800');
    expect((screen.getByRole('textbox', { name: 'Length' }) as HTMLInputElement).value).toBe('3000');
    await userEvent.click(screen.getByRole('button', { name: 'Any size' }));
    expect(onChange).toHaveBeenCalledWith({ minLengthMm: undefined, minWidthMm: undefined });
  });
});
