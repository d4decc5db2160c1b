import { ArrowLeft, CalendarDays, Info, MapPin, Package, Send, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { NotTakingQuotes } from '@/components/not-taking-quotes';
import { PageLoadError, PageLoading } from '@/components/page-status';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { PROFILE_GRID_SIZES } from '@/components/product-image';
import { QuoteRequestDialog } from '@/components/quote-request-dialog';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { isApiError } from '@/lib/api';
import { formatCount, formatMonthYear } from '@/lib/format';
import { type Locale, translate, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { routeIdFrom } from '@/lib/route-id';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManufacturerProfile } from '../api/manufacturers';
import { ManufacturerBadges, ManufacturerLogo } from '../components/manufacturer-badges';
import { ManufacturerReputation, ManufacturerReviews } from '../components/manufacturer-reviews';

/** Storefront 2.12, with the real location and no fixed rating (D14). */
export function ManufacturerProfilePage() {
  const id = routeIdFrom(useParams().id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const { data, isPending, error, refetch, isPlaceholderData } = useManufacturerProfile(id, page);
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const [quoteOpen, setQuoteOpen] = useState(false);

  if (!id || (error && isApiError(error) && error.status === 404)) return <ManufacturerNotFound />;
  if (error) return <PageLoadError subject="manufacturer" onRetry={() => refetch()} />;
  if (isPending) return <PageLoading label="Loading manufacturer…" />;
  const { manufacturer: m, products } = data;
  return (
    <>
      <Title name={m.businessName} />
      <header className="bg-granite-glow text-white">
        <Container className="py-8 sm:py-12">
          <Button
            variant="ghost-inverse"
            size="sm"
            className="-ml-3"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(lp('/vendors')))}
          >
            <ArrowLeft aria-hidden="true" />
            {t('Back')}
          </Button>
          <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-center">
            <ManufacturerLogo name={m.businessName} logoUrl={m.logoUrl} logo={m.logo} size="lg" />
            <div className="min-w-0">
              <div className="[&_span]:border-white/20">
                <ManufacturerBadges isVerified={m.isVerified} isPremium={m.isPremium} />
              </div>
              <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">{m.businessName}</h1>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-300">
                {(m.city || m.state) && (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    {[m.city, m.state && t(m.state)].filter(Boolean).join(', ')}
                  </span>
                )}
                <span className="inline-flex items-center gap-1.5">
                  <User aria-hidden="true" className="size-4" />
                  {m.ownerName}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t('Member since {month}', { month: formatMonthYear(m.createdAt, locale) })}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Package aria-hidden="true" className="size-4" />
                  {productCountLabel(m.productCount, locale)}
                </span>
              </div>
            </div>
            {!m.takesQuoteRequests ? (
              // D31: nobody answers for this manufacturer on the platform yet.
              <NotTakingQuotes tone="dark" className="sm:ml-auto" />
            ) : (
              m.productCount > 0 && (
                <Button size="lg" className="sm:ml-auto" onClick={() => setQuoteOpen(true)}>
                  <Send aria-hidden="true" />
                  {t('Request Quote')}
                </Button>
              )
            )}
          </div>
          {m.description && <p className="mt-6 max-w-3xl text-stone-300">{m.description}</p>}
          {/* D26/D27: average rating (only with visible reviews) and response statistics (5+ requests). */}
          <ManufacturerReputation id={m.id} />
        </Container>
      </header>
      <QuoteRequestDialog
        target={{ kind: 'pick', manufacturer: { id: m.id, businessName: m.businessName } }}
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
      />
      <Container className="py-10">
        <p className="flex gap-3 rounded-lg border border-copper-200 bg-copper-50 p-4 text-sm text-copper-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(
            'All communication with manufacturers goes through the platform. Contact details are shared after a quote request is approved.',
          )}
        </p>
        <section aria-labelledby="available-products" className="mt-10">
          <h2 id="available-products" className="text-2xl font-semibold">
            {t('Available Products')}{' '}
            <span className="text-stone-500 tabular-nums">({formatCount(products.total)})</span>
          </h2>
          <div className={isPlaceholderData ? 'mt-6 opacity-60' : 'mt-6'}>
            {products.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
                {page > 1 ? (
                  <Link to="?" className="font-medium text-copper-700 hover:underline">
                    {t('Back to the first page')}
                  </Link>
                ) : (
                  t('No products available yet.')
                )}
              </p>
            ) : (
              <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {products.items.map((product) => (
                  <li key={product.id}>
                    {/* Below the profile's header on a phone: asked for after the page's load (ADR 011). */}
                    <ProductCard product={product} sizes={PROFILE_GRID_SIZES} afterLoad />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Pagination
            page={products.page}
            totalPages={products.totalPages}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </section>
        {/* Below the products: hydrated in a render of its own (less blocking time, TBT). */}
        <HydrateLater>
          <ManufacturerReviews id={m.id} />
        </HydrateLater>
      </Container>
    </>
  );
}

/** "12 products" / "12 प्रोडक्ट" ('Member since' is the month the approval created the record, D7). */
function productCountLabel(count: number, locale: Locale): string {
  return translate(locale, '{count, plural, one {{shown} product} other {{shown} products}}', {
    count,
    shown: formatCount(count),
  });
}

function Title({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}

function ManufacturerNotFound() {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(t('Manufacturer Not Found'));
  return (
    <Container className="py-20 text-center">
      <h1 className="text-3xl font-semibold">{t('Manufacturer Not Found')}</h1>
      <p className="mt-3 text-stone-600">
        {t("The manufacturer you're looking for doesn't exist or is no longer active.")}
      </p>
      <Button asChild className="mt-8">
        <Link to={lp('/vendors')}>{t('View all manufacturers')}</Link>
      </Button>
    </Container>
  );
}
