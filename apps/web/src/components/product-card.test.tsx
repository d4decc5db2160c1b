// D32: a product card's stock line, "6 lots · 2,340 sq.ft in stock", shown only when there is stock.
import type { StoreProductSummary } from '@granite/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductCard, stockLine } from './product-card';

const product: StoreProductSummary = {
  id: 7,
  name: 'Black Galaxy',
  pricePaise: 18_000,
  imageUrl: null,
  image: null,
  isBestSeller: false,
  categoryId: 1,
  categoryName: 'Black Granite',
  varietyName: null,
  varietySlug: null,
  vendorId: 3,
  vendorName: 'Shree Balaji Granites',
  materialQuality: 'Premium',
  productType: 'Slabs',
  finishType: 'Polished',
  thickness: '20mm',
  origin: 'Andhra Pradesh',
  availabilityStatus: 'Available',
  stock: { lotsInStock: 6, availableSlabs: 42, availableSqft: 2_340.4 },
};

describe("a product card's stock line (D32)", () => {
  it('says how many lots and sq.ft are in stock, with Indian grouping', () => {
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('6 lots · 2,340 sq.ft in stock')).toBeTruthy();
    expect(stockLine({ lotsInStock: 1, availableSlabs: 3, availableSqft: 123_456.6 })).toBe(
      '1 lot · 1,23,457 sq.ft in stock',
    );
  });

  it('says nothing when nothing is for sale now (no lots, or every slab held or sold)', () => {
    renderWithProviders(<ProductCard product={{ ...product, stock: null }} />);
    expect(screen.queryByText(/in stock/)).toBeNull();
    expect(stockLine({ lotsInStock: 0, availableSlabs: 0, availableSqft: 0 })).toBeNull();
    expect(stockLine(undefined)).toBeNull();
  });
});

describe("a product card's link (D32)", () => {
  it('carries the list’s stock filters to the product page, and nothing else of the list', () => {
    renderWithProviders(<ProductCard product={product} />, {
      route: '/products?grade=First&stockThicknessMm=20&page=2&sort=price-asc',
    });
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/product/7?grade=First&stockThicknessMm=20');
  });

  it('links the bare product page from an unfiltered list', () => {
    renderWithProviders(<ProductCard product={product} />, { route: '/products?page=2' });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/product/7');
  });
});
