import type { ProductFacets, StoreProductList } from '@granite/shared';
import { Button } from '@/components/ui/button';
import type { QueryParams } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { MULTI_FILTERS, type MultiFilter, type ProductFilters } from '@/lib/product-filters';
import { MoreFacetValues } from './more-facet-values';
import { PriceRange } from './price-range';
import { StockFilters } from './stock-filters';

type FilterPanelProps = {
  filters: ProductFilters;
  facets: ProductFacets | undefined;
  /** How many manufacturers and varieties have products here; the facets list the ones with most. */
  facetTotals?: StoreProductList['facetTotals'];
  /** The list's query: the whole manufacturer and variety lists are asked for under the same filters. */
  query: QueryParams;
  /** On a category page the category is the page itself, not a filter. */
  fixedCategory?: number;
  onChange(patch: Partial<ProductFilters>): void;
  onClear(): void;
};

const count = (n: number | undefined) => (n === undefined ? '' : ` (${formatCount(n)})`);

/** The advanced filters of storefront 2.5/2.6; every count is what choosing that value would show. */
export function FilterPanel({
  filters,
  facets,
  facetTotals,
  query,
  fixedCategory,
  onChange,
  onClear,
}: FilterPanelProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      {!fixedCategory && (
        <Field label={t('Category')} htmlFor="filter-category">
          <select
            id="filter-category"
            className={selectClass}
            value={filters.category ?? ''}
            onChange={(e) => onChange({ category: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('All Categories')}</option>
            {facets?.category.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
                {count(c.count)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label={t('Manufacturer')} htmlFor="filter-manufacturer">
        <select
          id="filter-manufacturer"
          className={selectClass}
          value={filters.manufacturer ?? ''}
          onChange={(e) => onChange({ manufacturer: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t('All Manufacturers')}</option>
          {facets?.manufacturer
            .filter((m) => m.count > 0 || String(filters.manufacturer) === m.value)
            .map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
                {count(m.count)}
              </option>
            ))}
        </select>
        {facets && facetTotals && facetTotals.manufacturer > facets.manufacturer.length && (
          <MoreFacetValues
            facet="manufacturer"
            total={facetTotals.manufacturer}
            query={query}
            onPick={(value) => onChange({ manufacturer: Number(value) })}
          />
        )}
      </Field>
      {/* D32: buyers and the trade name granite by its variety. */}
      <Field label={t('Variety')} htmlFor="filter-variety">
        <select
          id="filter-variety"
          className={selectClass}
          value={filters.variety ?? ''}
          onChange={(e) => onChange({ variety: e.target.value || undefined })}
        >
          <option value="">{t('All Varieties')}</option>
          {facets?.variety.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
              {count(v.count)}
            </option>
          ))}
        </select>
        {facets && facetTotals && facetTotals.variety > facets.variety.length && (
          <MoreFacetValues
            facet="variety"
            total={facetTotals.variety}
            query={query}
            onPick={(value) => onChange({ variety: value })}
          />
        )}
      </Field>
      <fieldset>
        <legend className={legendClass}>{t('Price Range')}</legend>
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          onCommit={([minPrice, maxPrice]) => onChange({ minPrice, maxPrice })}
        />
      </fieldset>
      <label className="flex items-center gap-3 text-sm text-granite-black">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={filters.bestSellers}
          onChange={(e) => onChange({ bestSellers: e.target.checked })}
        />
        {t('Best Sellers only')}
        {count(facets?.bestSellers[0]?.count)}
      </label>
      {/* D32: what the manufacturers' yards hold now. */}
      <StockFilters
        filters={filters}
        facets={facets}
        onChange={onChange}
        legendClass={legendClass}
        checkboxClass={checkboxClass}
      />
      {(Object.keys(MULTI_FILTERS) as MultiFilter[]).map((key) => {
        const options: { value: string; label?: string; count?: number }[] =
          facets?.[key] ?? MULTI_FILTERS[key].options.map((value) => ({ value, count: undefined }));
        if (!options.length) return null;
        return (
          <fieldset key={key}>
            <legend className={legendClass}>{t(MULTI_FILTERS[key].label)}</legend>
            <div className="flex flex-col gap-2">
              {options.map((option) => {
                const checked = filters[key].includes(option.value);
                return (
                  <label key={option.value} className="flex items-center gap-3 text-sm text-granite-black">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={checked}
                      onChange={() =>
                        onChange({
                          [key]: checked
                            ? filters[key].filter((v) => v !== option.value)
                            : [...filters[key], option.value],
                        })
                      }
                    />
                    <span className="flex-1">{t(option.label ?? option.value)}</span>
                    {option.count !== undefined && (
                      <span className="text-xs tabular-nums text-stone-500">{formatCount(option.count)}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={onClear}>
        {t('Clear All Filters')}
      </Button>
    </div>
  );
}

const legendClass = 'mb-3 text-sm font-semibold text-granite-black';
const selectClass =
  'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-granite-black focus-visible:outline-2 focus-visible:outline-copper-700';
const checkboxClass = 'size-4 rounded border-stone-300 accent-copper-700';

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={`${legendClass} block`}>
        {label}
      </label>
      {children}
    </div>
  );
}
