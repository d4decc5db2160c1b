import {
  COMPARISON_AVAILABILITIES,
  COMPARISON_PRICE_BANDS,
  COMPARISON_SORTS,
  type ComparisonRow,
  type ComparisonSort,
  MATERIAL_QUALITIES,
  type SavedComparisonQuery,
} from '@granite/shared';
import {
  ArrowLeft,
  Bookmark,
  BookmarkCheck,
  ChevronDown,
  Download,
  FileText,
  PackageSearch,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type QuoteProduct, QuoteRequestDialog, type QuoteTarget } from '@/components/quote-request-dialog';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Field, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { lazyPopup, PopupOnFirstUse } from '@/components/ui/popup-on-first-use';
import { isApiError } from '@/lib/api';
import { useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useComparison } from '../api/comparisons';
import { comparisonCsv, downloadText } from '../lib/comparison-csv';
import { readComparisonQuery } from '../lib/comparison-query';
import { useSavedComparisons } from '../lib/saved-comparisons';
import { ComparisonTable } from './comparison-table';
import type { SavedComparisonsMenuProps } from './saved-comparisons-menu';

// The saved comparisons' menu and the Radix menu under it load when first opened.
const savedMenu = lazyPopup<SavedComparisonsMenuProps>(() =>
  import('./saved-comparisons-menu').then((m) => m.SavedComparisonsMenu),
);

const SORT_LABELS: Record<ComparisonSort, string> = {
  price: 'Price',
  quality: 'Quality',
  manufacturer: 'Manufacturer',
};

const toQuoteProduct = (r: ComparisonRow): QuoteProduct => ({
  id: r.productId,
  name: r.name,
  vendorName: r.manufacturer.businessName,
  pricePaise: r.pricePaise,
  materialQuality: r.materialQuality,
  productType: r.productType,
});

/** Storefront 2.9 from live data (D13, D14, D22). Filters and sort live in the URL. */
export function ManufacturerComparison() {
  const { categoryId } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = {
    product: params.get('product') ?? undefined,
    category: categoryId ?? params.get('category') ?? undefined,
    price: params.get('price') ?? undefined,
    quality: params.get('quality') ?? undefined,
    availability: params.get('availability') ?? undefined,
    sort: params.get('sort') ?? undefined,
  };
  // Anything unreadable in the address falls back to the default rather than breaking the page.
  const query = readComparisonQuery(raw);
  const { data, isPending, isError, error, refetch } = useComparison({
    product: query.product,
    category: query.category,
    price: query.price,
    quality: query.quality,
    availability: query.availability,
    sort: query.sort,
  });
  const rows = data?.rows ?? [];

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [quote, setQuote] = useState<QuoteTarget | null>(null);
  const saved = useSavedComparisons();
  const t = useT();
  const lp = useLocalePath();

  // Selections only count rows still on screen after a filter change.
  // D31: only manufacturers that take quote requests can be picked.
  const quotable = useMemo(() => rows.filter((r) => r.manufacturer.takesQuoteRequests), [rows]);
  const visibleSelected = useMemo(
    () => new Set(quotable.filter((r) => selected.has(r.productId)).map((r) => r.productId)),
    [quotable, selected],
  );

  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const productName = data?.product?.name;
  // D32: a product with a variety is compared with that variety's offers only.
  const variety = data?.variety ?? null;
  const makers = new Map(rows.map((r) => [r.manufacturer.id, r.manufacturer.businessName]));
  const backTo = lp(query.category ? `/category/${query.category}` : '/products');

  const exportCsv = () => {
    downloadText(
      `granite-comparison-${new Date().toISOString().slice(0, 10)}.csv`,
      comparisonCsv(rows, window.location.origin),
    );
    toast.success(t('Comparison Exported'), {
      description: t('{count} rows downloaded as CSV', { count: rows.length }),
    });
  };

  const saveForLater = async () => {
    const savedQuery: SavedComparisonQuery = {
      ...(query.product ? { product: String(query.product) } : {}),
      ...(query.category ? { category: String(query.category) } : {}),
      ...(query.price !== 'all' ? { price: query.price } : {}),
      ...(query.quality !== 'all' ? { quality: query.quality } : {}),
      ...(query.availability !== 'all' ? { availability: query.availability } : {}),
      ...(query.sort !== 'price' ? { sort: query.sort } : {}),
    };
    const band = COMPARISON_PRICE_BANDS.find((b) => b.key === query.price)!;
    const name = [
      productName ?? data?.category?.name ?? 'All products',
      band.key === 'all' ? null : band.label,
      query.quality === 'all' ? null : query.quality,
      query.availability === 'all' ? null : query.availability,
    ]
      .filter(Boolean)
      .join(' · ');
    try {
      await saved.save(name, savedQuery);
      toast.success(t('Comparison Saved'), {
        description: saved.signedIn
          ? t('Find it under Saved on this page, on any device you sign in to.')
          : t('Saved in this browser. Sign in to keep it on your account.'),
      });
    } catch (e) {
      toast.error(t('Error'), {
        description: isApiError(e) ? t(e.message) : t('Could not save the comparison'),
      });
    }
  };

  return (
    <>
      <PageHeader
        eyebrow={t('Compare')}
        title={t('Product Comparison')}
        description={
          query.product
            ? variety
              ? t('Comparing manufacturers of {variety} for "{product}"', {
                  variety: variety.name,
                  product: productName ?? '…',
                })
              : t('Comparing manufacturers for "{product}"', { product: productName ?? '…' })
            : t('Compare granite manufacturers and their offerings')
        }
        actions={
          <Button variant="secondary" asChild>
            <Link to={backTo}>
              <ArrowLeft aria-hidden="true" />
              {query.category ? t('Back to Category') : t('Back to Products')}
            </Link>
          </Button>
        }
      />
      <Container className="space-y-6 py-8">
        <div className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 lg:flex-row lg:items-end">
          <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <FilterSelect
              label={t('Price')}
              value={query.price}
              onChange={(v) => setParam('price', v, 'all')}
              options={COMPARISON_PRICE_BANDS.map((b) => [b.key, t(b.label)])}
            />
            <FilterSelect
              label={t('Quality')}
              value={query.quality}
              onChange={(v) => setParam('quality', v, 'all')}
              options={[
                ['all', t('All Qualities')],
                ...MATERIAL_QUALITIES.map((q) => [q, t(q)] as [string, string]),
              ]}
            />
            <FilterSelect
              label={t('Availability')}
              value={query.availability}
              onChange={(v) => setParam('availability', v, 'all')}
              options={[
                ['all', t('All')],
                ...COMPARISON_AVAILABILITIES.map((a) => [a, t(a)] as [string, string]),
              ]}
            />
            <FilterSelect
              label={t('Sort by')}
              value={query.sort}
              onChange={(v) => setParam('sort', v, 'price')}
              options={COMPARISON_SORTS.map((s) => [s, t(SORT_LABELS[s])])}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={exportCsv} disabled={!rows.length}>
              <Download aria-hidden="true" />
              {t('Export Comparison')}
            </Button>
            <Button variant="secondary" onClick={saveForLater} disabled={!data}>
              <Bookmark aria-hidden="true" />
              {t('Save for Later')}
            </Button>
            <PopupOnFirstUse
              popup={savedMenu}
              kind="menu"
              props={{ saved }}
              trigger={
                <Button variant="ghost">
                  <BookmarkCheck aria-hidden="true" />
                  {t('Saved ({count})', { count: saved.items.length })}
                  <ChevronDown aria-hidden="true" className="text-stone-500" />
                </Button>
              }
            />
          </div>
        </div>

        {isPending ? (
          <p role="status" className="py-16 text-center text-stone-600">
            {t('Loading comparison...')}
          </p>
        ) : isError ? (
          <div className="py-16 text-center">
            <p className="font-semibold">
              {isApiError(error) && error.status === 404
                ? t(error.message)
                : t('The comparison could not be loaded.')}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-white px-4 py-16 text-center">
            <PackageSearch aria-hidden="true" className="size-10 text-stone-400" />
            <h2 className="mt-4 text-lg font-semibold">{t('No products found')}</h2>
            <p className="mt-1 text-stone-600">
              {t('Try adjusting your filters or search criteria to find more options.')}
            </p>
            <Button asChild className="mt-6">
              <Link to={lp('/products')}>{t('Browse All Products')}</Link>
            </Button>
          </div>
        ) : (
          <section
            aria-labelledby="comparison-heading"
            className="rounded-lg border border-stone-200 bg-white"
          >
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
              <div>
                <h2 id="comparison-heading" className="text-lg font-semibold">
                  {t('Compare Manufacturers ({count} options)', { count: rows.length })}
                </h2>
                {variety && makers.size === 1 && (
                  <p className="text-sm text-stone-700" data-testid="only-manufacturer">
                    {t('Only {name} offers {variety} on the marketplace so far.', {
                      name: [...makers.values()][0],
                      variety: variety.name,
                    })}
                  </p>
                )}
                {data && data.total > rows.length && (
                  <p className="text-sm text-stone-600">
                    {t('Showing the first {count} of {total}. Narrow the filters to see the rest.', {
                      count: rows.length,
                      total: data.total,
                    })}
                  </p>
                )}
              </div>
              {visibleSelected.size > 0 && (
                <Button
                  onClick={() =>
                    setQuote({
                      kind: 'multi',
                      products: rows.filter((r) => visibleSelected.has(r.productId)).map(toQuoteProduct),
                    })
                  }
                >
                  <FileText aria-hidden="true" />
                  {t('Request {count} Quotes', { count: visibleSelected.size })}
                </Button>
              )}
            </div>
            <ComparisonTable
              rows={rows}
              highlightId={query.product}
              selected={visibleSelected}
              onToggle={(id) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onToggleAll={() =>
                setSelected(
                  quotable.every((r) => visibleSelected.has(r.productId))
                    ? new Set()
                    : new Set(quotable.map((r) => r.productId)),
                )
              }
              onSortByPrice={() => setParam('sort', 'price', 'price')}
              onQuote={(row) => {
                // Spec 2.9: a single Quote clears any multi-selection.
                setSelected(new Set());
                setQuote({ kind: 'single', product: toQuoteProduct(row) });
              }}
            />
            <p className="border-t border-stone-200 px-4 py-3 text-sm text-stone-600">
              {t('Prices are indicative and may vary based on quantity and specifications')}
            </p>
          </section>
        )}
      </Container>
      {quote && (
        <QuoteRequestDialog
          target={quote}
          open
          onOpenChange={(open) => !open && setQuote(null)}
          onSubmitted={() => setSelected(new Set())}
        />
      )}
    </>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
