// Storefront 2.6: the filters that are on, as chips above the list — each says what it filters and
// removes that one filter when pressed; "Clear all" removes them all. Names come from the list's own
// facets (a manufacturer's, a variety's, a category's name), the option values from the catalogue.
import { LIMITS, type ProductFacets, unitLabel } from '@granite/shared';
import { X } from 'lucide-react';
import { formatINR } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { MULTI_FILTERS, type MultiFilter, type ProductFilters } from '@/lib/product-filters';
import { slabSizeWords } from '@/lib/stock-filter-query';

type Chip = { key: string; label: string; patch: Partial<ProductFilters> };

export function FilterChips({
  filters,
  facets,
  fixedCategory,
  onChange,
  onClear,
}: {
  filters: ProductFilters;
  facets: ProductFacets | undefined;
  fixedCategory?: number;
  onChange(patch: Partial<ProductFilters>): void;
  onClear(): void;
}) {
  const t = useT();
  const locale = useLocale();
  const mm = unitLabel('mm', locale);
  const named = (facet: keyof ProductFacets, value: string | number | undefined) => {
    const found = facets?.[facet]?.find((f) => f.value === String(value));
    return found?.label ?? found?.value;
  };
  const chips: Chip[] = [];
  if (filters.category !== undefined && filters.category !== fixedCategory) {
    const name = named('category', filters.category);
    if (name) chips.push({ key: 'category', label: name, patch: { category: undefined } });
  }
  if (filters.manufacturer !== undefined) {
    const name = named('manufacturer', filters.manufacturer);
    chips.push({
      key: 'manufacturer',
      label: name ?? t('One manufacturer'),
      patch: { manufacturer: undefined },
    });
  }
  if (filters.variety) {
    chips.push({
      key: 'variety',
      label: named('variety', filters.variety) ?? filters.variety,
      patch: { variety: undefined },
    });
  }
  for (const key of Object.keys(MULTI_FILTERS) as MultiFilter[]) {
    for (const value of filters[key]) {
      chips.push({
        key: `${key}-${value}`,
        label: t(value),
        patch: { [key]: filters[key].filter((v) => v !== value) },
      });
    }
  }
  if (filters.bestSellers)
    chips.push({ key: 'best', label: t('Best Sellers only'), patch: { bestSellers: false } });
  if (filters.inStock) chips.push({ key: 'stock', label: t('In stock only'), patch: { inStock: false } });
  for (const grade of filters.grade) {
    chips.push({
      key: `grade-${grade}`,
      label: t('{grade} grade', { grade: t(grade) }),
      patch: { grade: filters.grade.filter((g) => g !== grade) },
    });
  }
  for (const n of filters.stockThicknessMm) {
    chips.push({
      key: `stock-mm-${n}`,
      label: t('{thickness} in stock', { thickness: `${n} ${mm}` }),
      patch: { stockThicknessMm: filters.stockThicknessMm.filter((v) => v !== n) },
    });
  }
  const size = slabSizeWords(filters, t, locale);
  if (size)
    chips.push({ key: 'size', label: size, patch: { minLengthMm: undefined, minWidthMm: undefined } });
  if (filters.minPrice > LIMITS.priceSliderMin || filters.maxPrice < LIMITS.priceSliderMax) {
    chips.push({
      key: 'price',
      label:
        filters.maxPrice < LIMITS.priceSliderMax
          ? `${formatINR(filters.minPrice * 100)}–${formatINR(filters.maxPrice * 100)}`
          : `${formatINR(filters.minPrice * 100)}+`,
      patch: { minPrice: LIMITS.priceSliderMin, maxPrice: LIMITS.priceSliderMax },
    });
  }
  if (!chips.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label={t('Filters on')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.patch)}
            aria-label={t('Remove filter {filter}', { filter: chip.label })}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border border-stone-300 bg-white py-1 pr-2 pl-3 text-sm text-granite-black hover:border-copper-700 focus-visible:outline-2 focus-visible:outline-copper-700"
          >
            {chip.label}
            <X aria-hidden="true" className="size-3.5 text-stone-500" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={onClear}
            className="min-h-8 px-2 text-sm font-medium text-copper-800 underline-offset-2 hover:underline"
          >
            {t('Clear all')}
          </button>
        </li>
      )}
    </ul>
  );
}
