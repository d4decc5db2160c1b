import type { StockSummary, StoreProductSummary } from '@granite/shared';
import { Link, useLocation } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SharedIcon } from '@/components/ui/shared-icon';
import { joinClasses as cn } from '@/lib/class-join';
import { formatCount, formatINR, perSqftSuffix } from '@/lib/format';
import { type Locale, translate, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { stockFilterQuery } from '@/lib/stock-filter-query';
import { CompareToggle, WishlistToggle } from './list-toggles';
import { PRODUCT_GRID_SIZES, PRODUCT_LIST_SIZES, ProductImage } from './product-image';

type ProductCardProps = {
  product: StoreProductSummary;
  layout?: 'grid' | 'list';
  /** The first row of a page: load at once with high priority. */
  eager?: boolean;
  /** Far below the fold (the home page's featured products): the photo starts after the page's load. */
  afterLoad?: boolean;
  /** The card's width in its grid (`sizes`); the products page's grid unless given. */
  sizes?: string;
};

/**
 * D32: "6 lots · 2,340 sq.ft in stock" (available slabs only, whole sq.ft, Indian grouping); null
 * when nothing is for sale now, so a card never says "0 lots".
 */
export function stockLine(stock: StockSummary | null | undefined, locale: Locale = 'en'): string | null {
  if (!stock || stock.availableSlabs <= 0 || stock.lotsInStock <= 0) return null;
  return translate(locale, '{count, plural, one {{lots} lot} other {{lots} lots}} · {sqft} sq.ft in stock', {
    count: stock.lotsInStock,
    lots: formatCount(stock.lotsInStock),
    sqft: formatCount(Math.round(stock.availableSqft)),
  });
}

/** Storefront 2.7: image, best seller badge, name, manufacturer, price, wishlist and comparison toggles, Compare Prices. */
export function ProductCard({ product, layout = 'grid', eager, afterLoad, sizes }: ProductCardProps) {
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  // The product page's 'Back to Products' returns to this exact list (page, filters, sort).
  const location = useLocation();
  // D32: a list filtered by grade, thickness or size in stock opens the product with those lots first.
  const href = lp(`/product/${product.id}${stockFilterQuery(location.search)}`);
  const from = { from: `${location.pathname}${location.search}` };
  const list = layout === 'list';
  const stock = stockLine(product.stock, locale);
  // Each card of a server-rendered list is hydrated on its own, after the page (less blocking time, TBT).
  return (
    <HydrateLater>
      <article
        className={cn(
          'group relative flex overflow-hidden rounded-lg border border-stone-200 bg-white shadow-xs transition-shadow duration-150 hover:shadow-md',
          list ? 'flex-col sm:flex-row' : 'flex-col',
        )}
      >
        <div className={cn('relative shrink-0', list && 'sm:w-64')}>
          <ProductImage
            image={product.image}
            src={product.imageUrl}
            alt={product.name}
            eager={eager}
            afterLoad={afterLoad}
            sizes={list ? PRODUCT_LIST_SIZES : (sizes ?? PRODUCT_GRID_SIZES)}
          />
          {product.isBestSeller && (
            <Badge variant="dark" className="absolute top-3 left-3 shadow-sm">
              <SharedIcon name="award" />
              {t('Best Seller')}
            </Badge>
          )}
          <div className="absolute top-3 right-3 flex gap-1.5">
            <WishlistToggle product={product} className="shadow-sm" />
            <CompareToggle product={product} className="shadow-sm" />
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">
              {product.categoryName}
            </p>
            <h3 className="mt-1 text-base leading-snug font-semibold text-granite-black">
              <Link
                to={href}
                state={from}
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {product.name}
              </Link>
            </h3>
            <p className="mt-1 truncate text-sm text-stone-600">{product.vendorName}</p>
            {stock && <p className="mt-1 text-sm font-medium text-success-800 tabular-nums">{stock}</p>}
          </div>
          {list && (
            <p className="text-sm text-stone-600">
              {[product.materialQuality, product.finishType, product.thickness, product.origin]
                .filter(Boolean)
                .map((option) => t(option!))
                .join(' · ')}
            </p>
          )}
          <div className="mt-auto space-y-3">
            <p className="text-granite-black">
              <span className="text-xl font-semibold tabular-nums">{formatINR(product.pricePaise)}</span>
              <span className="text-sm text-stone-600">{perSqftSuffix(locale)}</span>
            </p>
            {/* Side by side when both labels fit; stacked on narrow cards instead of overflowing. */}
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary" size="sm" className="relative z-10 flex-auto">
                <Link
                  to={lp(`/product/comparison?product=${product.id}&category=${product.categoryId}`)}
                  aria-label={t('Compare prices for {name}', { name: product.name })}
                >
                  <SharedIcon name="scale" />
                  {t('Compare Prices')}
                </Link>
              </Button>
              <Button asChild variant="dark" size="sm" className="relative z-10 flex-auto">
                <Link to={href} state={from} aria-label={t('View details of {name}', { name: product.name })}>
                  {t('View Details')}
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </article>
    </HydrateLater>
  );
}
