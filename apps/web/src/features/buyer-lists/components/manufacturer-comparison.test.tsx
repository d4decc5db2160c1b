// Compare Prices (storefront 2.9, D32): a product with a variety is compared with that variety's
// offers only, finish and thickness side by side; with one manufacturer the page says so.
import type { ComparisonRow, StoreComparison } from '@granite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { ManufacturerComparison } from './manufacturer-comparison';

const row = (
  productId: number,
  manufacturer: [number, string],
  fields: Partial<ComparisonRow> = {},
): ComparisonRow => ({
  productId,
  name: `Black Galaxy Slab ${productId}`,
  pricePaise: 24_000,
  imageUrl: null,
  image: null,
  categoryId: 1,
  categoryName: 'Black Granite',
  materialQuality: 'Export Quality',
  productType: 'Slabs',
  thickness: '18mm',
  finishType: 'Polished',
  availabilityStatus: 'Available',
  manufacturer: {
    id: manufacturer[0],
    businessName: manufacturer[1],
    city: 'Ongole',
    state: 'Andhra Pradesh',
    isVerified: true,
    isPremium: false,
    rating: null,
    responseStats: null,
    takesQuoteRequests: true,
  },
  ...fields,
});

const answer = (rows: ComparisonRow[]): StoreComparison => ({
  product: { id: rows[0]!.productId, name: rows[0]!.name, categoryId: 1 },
  category: { id: 1, name: 'Black Granite' },
  variety: { id: 7, name: 'Black Galaxy', slug: 'black-galaxy' },
  rows,
  total: rows.length,
});

describe('Compare Prices', () => {
  it("asks for the product's comparison and shows finish and thickness as columns", async () => {
    const { calls } = mockApi({
      'GET /api/v1/comparison': answer([
        row(11, [1, 'Shree Balaji Granites']),
        row(12, [2, 'Chimakurthy Stone Works'], {
          finishType: 'Leathered',
          thickness: '20mm',
          pricePaise: 26_000,
        }),
      ]),
    });
    renderWithProviders(<ManufacturerComparison />, { route: '/product/comparison?product=11&category=1' });
    const table = await screen.findByRole('table');
    expect(calls.find((c) => c.path === '/api/v1/comparison')!.query.get('product')).toBe('11');
    expect(
      screen.getByText('Comparing manufacturers of Black Galaxy for "Black Galaxy Slab 11"'),
    ).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Finish', 'Thickness']));
    expect(
      within(table)
        .getAllByTestId('row-finish')
        .map((c) => c.textContent),
    ).toEqual(['Polished', 'Leathered']);
    expect(
      within(table)
        .getAllByTestId('row-thickness')
        .map((c) => c.textContent),
    ).toEqual(['18mm', '20mm']);
    expect(screen.queryByTestId('only-manufacturer')).toBeNull();
  });

  it('says so when only one manufacturer offers the variety', async () => {
    mockApi({
      'GET /api/v1/comparison': answer([
        row(11, [1, 'Shree Balaji Granites']),
        row(13, [1, 'Shree Balaji Granites'], { productType: 'Both', finishType: 'Flamed', thickness: null }),
      ]),
    });
    renderWithProviders(<ManufacturerComparison />, { route: '/product/comparison?product=11' });
    await waitFor(() =>
      expect(screen.getByTestId('only-manufacturer').textContent).toBe(
        'Only Shree Balaji Granites offers Black Galaxy on the marketplace so far.',
      ),
    );
    // A thickness the manufacturer did not give is not invented.
    expect(screen.getAllByTestId('row-thickness').map((c) => c.textContent)).toEqual(['18mm', '—']);
  });

  it('leaves a manufacturer that takes no quote requests out of the quote picker (D31)', async () => {
    const ownerless = row(12, [2, 'Sri Venkateswara Slabs']);
    mockApi({
      'GET /api/v1/comparison': answer([
        row(11, [1, 'Shree Balaji Granites']),
        { ...ownerless, manufacturer: { ...ownerless.manufacturer, takesQuoteRequests: false } },
      ]),
    });
    renderWithProviders(<ManufacturerComparison />, { route: '/product/comparison?product=11&category=1' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('button', { name: 'Quote' })).toHaveLength(1);
    expect(within(table).getByText('Not taking quote requests on the platform yet')).toBeTruthy();
    const box = within(table).getByRole('checkbox', { name: /Sri Venkateswara Slabs/ }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    within(table).getByRole('checkbox', { name: 'Select all manufacturers' }).click();
    expect(await screen.findByRole('button', { name: 'Request 1 Quotes' })).toBeTruthy();
  });
});
