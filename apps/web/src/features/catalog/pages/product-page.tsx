import type { StoreProductDetail } from '@granite/shared';
import { ArrowLeft, Award, FileText, Info, MapPin, Scale, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { CompareToggle, WishlistToggle } from '@/components/list-toggles';
import { ManufacturerStatusBadges } from '@/components/manufacturer-status-badges';
import { NotTakingQuotes } from '@/components/not-taking-quotes';
import { PageLoadError, PageLoading } from '@/components/page-status';
import { QuoteRequestDialog } from '@/components/quote-request-dialog';
import { formatSqft } from '@/components/slabs/slab-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { isApiError } from '@/lib/api';
import { useProduct } from '@/lib/api/products';
import { formatINR, perSqmPaise } from '@/lib/format';
import { splitLocalePath, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { routeIdFrom } from '@/lib/route-id';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LotsSection } from '../components/lots-section';
import { ProductGallery } from '../components/product-gallery';
import { shareLink, shareText } from '../lib/share';

/** Storefront 2.8. */
export function ProductPage() {
  const id = routeIdFrom(useParams().id);
  const { data: product, isPending, error, refetch } = useProduct(id);

  if (!id || (error && isApiError(error) && error.status === 404)) return <ProductNotFound />;
  if (error) return <PageLoadError subject="product" onRetry={() => refetch()} />;
  if (isPending) return <PageLoading label="Loading product…" />;
  return <ProductDetail product={product} />;
}

/** Where 'Back to Products' goes: the filtered list the buyer came from, else all products. */
function useBackTarget(): string {
  const state = useLocation().state as { from?: unknown } | null;
  const lp = useLocalePath();
  // D40: the list's address keeps its language (/hi/products…).
  return typeof state?.from === 'string' &&
    /^\/(products|category\/\d+)/.test(splitLocalePath(state.from).path)
    ? state.from
    : lp('/products');
}

function ProductDetail({ product }: { product: StoreProductDetail }) {
  useDocumentTitle(product.name);
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const back = useBackTarget();
  const supplier = product.manufacturer.businessName || t('Verified Supplier');
  const [quoteOpen, setQuoteOpen] = useState(false);
  const available = product.availabilityStatus === 'Available';

  const share = async () => {
    const url = `${window.location.origin}${lp(`/product/${product.id}`)}`;
    const result = await shareLink({
      title: product.name,
      text: shareText(product.name, product.vendorName, product.pricePaise, locale),
      url,
    });
    if (result === 'copied')
      toast.success(t('Link Copied!'), { description: t('Product link has been copied to your clipboard') });
    if (result === 'failed')
      toast.error(t('Error'), { description: t('Copy this link to share it: {url}', { url }) });
  };

  return (
    <Container className="py-6 sm:py-10">
      <Link
        to={back}
        className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-stone-700 hover:text-granite-black"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to Products')}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery product={product} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={lp(`/category/${product.categoryId}`)}
              className="text-xs font-semibold tracking-wide text-copper-700 uppercase hover:underline"
            >
              {product.categoryName}
            </Link>
            {product.isBestSeller && (
              <Badge variant="dark">
                <Award aria-hidden="true" />
                {t('Best Seller')}
              </Badge>
            )}
          </div>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-granite-black sm:text-4xl">
            {product.name}
          </h1>
          <p className="mt-2 text-stone-700">
            {t('By')}{' '}
            <Link
              to={lp(`/vendor/profile/${product.vendorId}`)}
              className="font-medium text-granite-black underline-offset-4 hover:underline"
            >
              {product.vendorName || t('Verified Supplier')}
            </Link>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Badge>{t(product.materialQuality)}</Badge>
            <Badge variant={available ? 'success' : 'warning'}>{t(product.availabilityStatus)}</Badge>
          </div>
          <div className="mt-6 rounded-lg border border-stone-200 bg-white p-5">
            <p className="text-granite-black">
              <span className="text-3xl font-semibold tabular-nums">{formatINR(product.pricePaise)}</span>
              <span className="text-stone-600"> {t('per sq.ft')}</span>
            </p>
            <p className="mt-1 text-sm text-stone-600 tabular-nums">
              {t('{price} per sq.m', { price: formatINR(perSqmPaise(product.pricePaise)) })}
            </p>
          </div>
          <p className="mt-6 leading-relaxed text-stone-700">
            {product.description || t('The manufacturer has not added a description for this product yet.')}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {product.manufacturer.takesQuoteRequests ? (
              <Button size="lg" onClick={() => setQuoteOpen(true)}>
                <FileText aria-hidden="true" />
                {t('Request Quote')}
              </Button>
            ) : (
              // D31: nobody answers for this manufacturer on the platform yet.
              <NotTakingQuotes />
            )}
            <Button size="lg" variant="secondary" asChild>
              <Link to={lp(`/product/comparison?product=${product.id}&category=${product.categoryId}`)}>
                <Scale aria-hidden="true" />
                {t('Compare Prices')}
              </Link>
            </Button>
            <Button size="lg" variant="secondary" onClick={share}>
              <Share2 aria-hidden="true" />
              {t('Share Product')}
            </Button>
          </div>
          {product.stock && product.stock.availableSlabs > 0 && (
            // D32: the slabs themselves are below; a buyer may ask for exactly those.
            <p className="mt-3 text-sm">
              <a
                href="#slabs-in-stock"
                className="font-medium text-copper-700 underline-offset-4 hover:underline"
              >
                {t(
                  '{count, plural, one {Choose from {count} slab in stock ({sqft} sq.ft)} other {Choose from {count} slabs in stock ({sqft} sq.ft)}}',
                  { count: product.stock.availableSlabs, sqft: formatSqft(product.stock.availableSqft) },
                )}
              </a>
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <WishlistToggle product={product} withLabel />
            <CompareToggle product={product} withLabel />
          </div>
          <QuoteRequestDialog
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            target={{ kind: 'single', product }}
          />
        </div>
      </div>
      {/* Below the product's first screen: hydrated in a render of its own (less blocking time, TBT). */}
      <HydrateLater>
        <LotsSection product={product} />
      </HydrateLater>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="specs" className="lg:col-span-2">
          <h2 id="specs" className="text-xl font-semibold">
            {t('Technical Specifications')}
          </h2>
          <SpecificationGrid product={product} />
        </section>
        <SupplierBlock product={product} supplier={supplier} />
      </div>
    </Container>
  );
}

/** Storefront 2.8: fields and their defaults; slab size, tile size and origin only when present. */
function SpecificationGrid({ product }: { product: StoreProductDetail }) {
  const t = useT();
  // D40: the spec's labels, option values and defaults in the page's language; what the
  // manufacturer wrote (application, water absorption, their own specifications) as written.
  const rows: [string, string][] = [
    // A quality the manufacturer did not give is not made up (no "Premium" by default).
    [t('Material Quality'), product.materialQuality ? t(product.materialQuality) : t('Not specified')],
    [t('Product Type'), t(product.productType || 'Slab')],
    [t('Finish'), t(product.finishType || 'Polished')],
    [t('Thickness'), t(product.thickness || '15-20mm Standard')],
    ...(product.slabSize ? [[t('Slab Size'), t(product.slabSize)] as [string, string]] : []),
    ...(product.tileSize ? [[t('Tile Size'), t(product.tileSize)] as [string, string]] : []),
    [t('Application'), product.application || t('Countertops, Flooring, Walls')],
    [t('Water Absorption'), product.waterAbsorption || '0.20-0.40%'],
    ...(product.origin ? [[t('Origin'), t(product.origin)] as [string, string]] : []),
    [t('Status'), t(product.availabilityStatus || 'Available')],
    ...Object.entries(product.technicalSpecifications),
  ];
  return (
    <dl className="mt-4 grid grid-cols-1 overflow-hidden rounded-lg border border-stone-200 bg-white sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex justify-between gap-4 border-b border-stone-100 px-4 py-3 text-sm sm:odd:border-r"
        >
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-right font-medium text-granite-black">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SupplierBlock({ product, supplier }: { product: StoreProductDetail; supplier: string }) {
  const t = useT();
  const lp = useLocalePath();
  const m = product.manufacturer;
  const place = [m.city, m.state].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="supplier"
      className="rounded-lg border border-stone-200 bg-white p-5 lg:self-start"
    >
      <h2
        id="supplier"
        className="text-sm font-semibold tracking-wide text-stone-500 uppercase [&:lang(hi)]:tracking-normal"
      >
        {t('Supplier')}
      </h2>
      <p className="mt-3 text-lg font-semibold text-granite-black">
        <Link to={lp(`/vendor/profile/${m.id}`)} className="hover:underline">
          {supplier}
        </Link>
      </p>
      {place && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="size-4" />
          {[m.city, m.state && t(m.state)].filter(Boolean).join(', ')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <ManufacturerStatusBadges
          isVerified={m.isVerified}
          isPremium={m.isPremium}
          premiumLabel="Premium Supplier"
        />
      </div>
      <p className="mt-4 flex gap-2 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper-700" />
        {t('Contact details will be shared after quote request approval.')}
      </p>
    </section>
  );
}

function ProductNotFound() {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(t('Product Not Found'));
  return (
    <Container className="py-20 text-center">
      <h1 className="text-3xl font-semibold">{t('Product Not Found')}</h1>
      <p className="mt-3 text-stone-600">{t("The product you're looking for doesn't exist.")}</p>
      <Button asChild className="mt-8">
        <Link to={lp('/products')}>{t('Return to Products')}</Link>
      </Button>
    </Container>
  );
}
