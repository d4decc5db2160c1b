// D40: the storefront's product list on a Hindi page: the card, the filters and the empty list in
// the trader's Hindi (prices per वर्ग फुट, option names from options.json, links kept under /hi),
// names people wrote as written, and the same components on an English page exactly as before.
import { PRODUCT_FACETS, type ProductFacet, type StoreProductSummary } from '@granite/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductCard } from '@/components/product-card';
import { ensureCatalogs, type Locale, LocaleProvider } from '@/lib/i18n';
import { readFilters } from '@/lib/product-filters';
import { mockApi, renderWithProviders } from '@/test/render';
import { FilterPanel } from './filter-panel';
import { ProductBrowser } from './product-browser';

const product: StoreProductSummary = {
  id: 7,
  name: 'Black Galaxy',
  pricePaise: 125_000,
  imageUrl: null,
  image: null,
  isBestSeller: true,
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

function inLocale(locale: Locale, ui: ReactElement, route = '/') {
  return renderWithProviders(<LocaleProvider locale={locale}>{ui}</LocaleProvider>, { route });
}

const facets = Object.fromEntries(PRODUCT_FACETS.map((f) => [f, []])) as unknown as Record<
  ProductFacet,
  { value: string; label: string; count: number }[]
>;

beforeAll(() => ensureCatalogs('hi'));

describe('a product card in Hindi (D40)', () => {
  it('shows the price per वर्ग फुट, the stock line, the badge and buttons in Hindi, names as written', () => {
    const { container } = inLocale('hi', <ProductCard product={product} layout="list" />, '/hi/products');
    expect(container.textContent).toContain('₹1,250/वर्ग फुट');
    expect(screen.getByText('6 लॉट · 2,340 वर्ग फुट स्टॉक में')).toBeTruthy();
    expect(screen.getByText('बेस्ट सेलर')).toBeTruthy();
    // The options of the list view come from options.json; the origin is a state's name in Hindi.
    expect(screen.getByText('प्रीमियम · पॉलिश्ड · 20 मिमी · आंध्र प्रदेश')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Black Galaxy की जानकारी देखें' }).getAttribute('href')).toBe(
      '/hi/product/7',
    );
    expect(screen.getByRole('link', { name: 'Black Galaxy के रेट मिलाएं' }).getAttribute('href')).toBe(
      '/hi/product/comparison?product=7&category=1',
    );
    expect(screen.getByRole('link', { name: 'Black Galaxy' })).toBeTruthy();
    expect(screen.getByText('Shree Balaji Granites')).toBeTruthy();
  });

  it('is unchanged on an English page', () => {
    const { container } = inLocale('en', <ProductCard product={product} />);
    expect(container.textContent).toContain('₹1,250/sq.ft');
    expect(screen.getByText('6 lots · 2,340 sq.ft in stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details of Black Galaxy' }).getAttribute('href')).toBe(
      '/product/7',
    );
    expect(screen.getByText('Best Seller')).toBeTruthy();
  });
});

describe('the filters in Hindi (D40)', () => {
  it('names every filter and option in Hindi and keeps the values the address carries', () => {
    inLocale(
      'hi',
      <FilterPanel
        query={{}}
        filters={readFilters(new URLSearchParams('finish=Polished'))}
        facets={{
          ...facets,
          finish: [
            { value: 'Polished', label: 'Polished', count: 12 },
            { value: 'Honed', label: 'Honed', count: 3 },
          ],
        }}
        onChange={() => {}}
        onClear={() => {}}
      />,
    );
    expect(screen.getByText('फिनिश')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /पॉलिश्ड/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: /होन्ड/ })).toBeTruthy();
    expect(screen.getByText('रेट की रेंज')).toBeTruthy();
    expect(screen.getByText('प्रति वर्ग फुट')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'सिर्फ़ स्टॉक वाले' })).toBeTruthy();
    expect(screen.getByText('कम से कम स्लैब साइज़')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी फ़िल्टर हटाएं' })).toBeTruthy();
    expect(screen.queryByText('Polished')).toBeNull();
    expect(screen.queryByText('Price Range')).toBeNull();
  });
});

describe('an empty product list in Hindi (D40)', () => {
  const empty = {
    items: [],
    total: 0,
    page: 1,
    pageSize: 12,
    totalPages: 0,
    facets,
    searchedFor: 'galxy',
  };

  it('says nothing was found, in Hindi, with the sort options from options.json', async () => {
    mockApi({ 'GET /api/v1/products': empty, 'GET /api/v1/session': { session: null } });
    inLocale('hi', <ProductBrowser />, '/hi/products?search=galxy');
    expect(await screen.findByText('कोई प्रोडक्ट नहीं मिला')).toBeTruthy();
    expect(screen.getByText('खोज या फ़िल्टर बदलकर देखें')).toBeTruthy();
    expect(screen.getByText(/0 में से 0 प्रोडक्ट/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'रेट: कम से ज़्यादा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeTruthy();
  });

  it('reads as before in English', async () => {
    mockApi({ 'GET /api/v1/products': empty, 'GET /api/v1/session': { session: null } });
    inLocale('en', <ProductBrowser />, '/products?search=galxy');
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText(/Showing 0 of 0 products/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Price: Low to High' })).toBeTruthy();
  });
});
