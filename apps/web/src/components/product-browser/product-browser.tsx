import { PRODUCT_MESSAGES, PRODUCT_SORTS, type ProductSort } from '@granite/shared';
import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { ListLoadError } from '@/components/page-status';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { PostRequirementLink } from '@/components/requirements/post-requirement-link';
import { Button } from '@/components/ui/button';
import { lazyPopup, PopupOnFirstUse } from '@/components/ui/popup-on-first-use';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '@/lib/api/products';
import { joinClasses as cn } from '@/lib/class-join';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import {
  activeFilterCount,
  apiQuery,
  type ProductFilters,
  readFilters,
  SORT_LABELS,
  writeFilters,
} from '@/lib/product-filters';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import type { FilterSheetProps } from './filter-sheet';

type ProductBrowserProps = { fixedCategory?: number };

// The phones' filter sheet and the Radix dialog under it load when first opened.
const filterSheet = lazyPopup<FilterSheetProps>(() => import('./filter-sheet').then((m) => m.FilterSheet));

/**
 * Search and sort bar, filters (sidebar on desktop, slide-over sheet on phones), results and
 * pagination; storefront 2.5 and 2.6. The URL holds every choice.
 */
export function ProductBrowser({ fixedCategory }: ProductBrowserProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = apiQuery(filters, fixedCategory);
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts(query);
  const resultsRef = useRef<HTMLDivElement>(null);

  /** Any change of what is listed starts again at page 1 (storefront 2.6). */
  const update = (patch: Partial<ProductFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    setParams(writeFilters(next, fixedCategory));
    if (patch.page) resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const clear = () =>
    setParams(writeFilters({ ...readFilters(new URLSearchParams()), view: filters.view }, fixedCategory));
  const activeFilters = activeFilterCount(filters, fixedCategory);

  const panel = (
    <FilterPanel
      filters={filters}
      facets={data?.facets}
      facetTotals={data?.facetTotals}
      query={query}
      fixedCategory={fixedCategory}
      onChange={update}
      onClear={clear}
    />
  );

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
      <aside aria-label={t('Filters')} className="hidden w-64 shrink-0 lg:block">
        <h2 className="mb-5 text-lg font-semibold">{t('Filters')}</h2>
        <HydrateLater>{panel}</HydrateLater>
      </aside>
      <div className="min-w-0 flex-1" ref={resultsRef}>
        {/* The cards' titles are h3: the list has its heading, unseen (the page's h1 says what it is). */}
        <h2 className="sr-only">{t('Products')}</h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox initial={filters.search} onSearch={(search) => update({ search })} />
          <div className="flex items-center gap-2">
            <PopupOnFirstUse
              popup={filterSheet}
              kind="dialog"
              props={{ panel }}
              trigger={
                <Button variant="secondary" className="lg:hidden">
                  <SlidersHorizontal aria-hidden="true" />
                  {t('Filters')}
                  {activeFilters ? ` (${activeFilters})` : ''}
                </Button>
              }
            />
            <label htmlFor="product-sort" className="sr-only">
              {t('Sort by')}
            </label>
            <select
              id="product-sort"
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as ProductSort })}
              className="h-10 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-copper-700 sm:flex-none"
            >
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </select>
            <fieldset className="flex rounded-md border border-stone-300 bg-white p-0.5">
              <legend className="sr-only">{t('Layout')}</legend>
              {(
                [
                  ['grid', 'Grid view', LayoutGrid],
                  ['list', 'List view', List],
                ] as const
              ).map(([view, label, Icon]) => (
                <button
                  key={view}
                  type="button"
                  aria-label={t(label)}
                  aria-pressed={filters.view === view}
                  onClick={() =>
                    setParams(writeFilters({ ...filters, view }, fixedCategory), { replace: true })
                  }
                  className={cn(
                    'inline-flex size-9 items-center justify-center rounded text-stone-600 hover:text-granite-black focus-visible:outline-2 focus-visible:outline-copper-700',
                    filters.view === view && 'bg-granite-black text-white hover:text-white',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              ))}
            </fieldset>
          </div>
        </div>

        <div className="mt-5 min-h-6 text-sm text-stone-600" aria-live="polite">
          {data && (
            <p>
              {t('Showing {shown} of {count} products', {
                shown: formatCount(data.items.length),
                count: formatCount(data.total),
              })}
              {data.searchedFor && (
                <>
                  {' '}
                  {t('for')} <span className="font-medium text-granite-black">“{data.searchedFor}”</span>
                </>
              )}
            </p>
          )}
          <FilterChips
            filters={filters}
            facets={data?.facets}
            fixedCategory={fixedCategory}
            onChange={update}
            onClear={clear}
          />
        </div>

        {/* The previous list, dimmed, while the new one loads: busy for assistive technology too. */}
        <div
          aria-busy={isPlaceholderData || undefined}
          className={cn('mt-4 transition-opacity duration-150', isPlaceholderData && 'opacity-60')}
        >
          {isPending ? (
            <ProductGridSkeleton view={filters.view} />
          ) : isError ? (
            <ListLoadError subject="Products" onRetry={() => refetch()} />
          ) : data.items.length === 0 ? (
            <div className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
              {/* Storefront 2.5 (a category's product list) and 2.6 (all products) word it apart. */}
              <p className="text-lg font-semibold">
                {t(fixedCategory === undefined ? 'No products found' : PRODUCT_MESSAGES.noMatch)}
              </p>
              <p className="mt-2 text-stone-600">{t('Try adjusting your search or filter criteria')}</p>
              {(activeFilters > 0 || filters.search) && (
                <Button variant="secondary" className="mt-5" onClick={clear}>
                  {t('Clear All Filters')}
                </Button>
              )}
              {/* D38: nothing listed matches: ask the manufacturers instead. */}
              <PostRequirementLink className="mt-6 text-left" />
            </div>
          ) : (
            <ul
              className={cn(
                'grid gap-5',
                filters.view === 'grid' ? 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
              )}
            >
              {data.items.map((product, i) => (
                <li key={product.id} className="flex">
                  <div className="w-full">
                    {/* Only the first card's image is fetched first and at high priority: on a phone it
                        is the only one in view. The others are asked for after the page's load: inside
                        Chrome's lazy-loading distance they would otherwise start at once and share a
                        slow link with it (ADR 011). */}
                    <ProductCard product={product} layout={filters.view} eager={i === 0} afterLoad={i > 0} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && (
          <Pagination page={data.page} totalPages={data.totalPages} onPage={(page) => update({ page })} />
        )}
      </div>
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch(text: string): void }) {
  const t = useT();
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form aria-label={t('Search products')} onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          type="search"
          name="search"
          aria-label={t('Search products')}
          placeholder={t('Search granite, colour, manufacturer…')}
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          className="h-10 w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-copper-700"
        />
      </div>
      <Button type="submit" variant="dark">
        {t('Search')}
      </Button>
    </form>
  );
}

export function ProductGridSkeleton({
  view = 'grid',
  count = 12,
}: {
  view?: 'grid' | 'list';
  count?: number;
}) {
  const t = useT();
  return (
    <ul
      className={cn(
        'grid gap-5',
        view === 'grid' ? 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
      )}
      aria-busy="true"
      aria-label={t('Loading products')}
    >
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((key) => (
        <li key={key} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
