import { INDIAN_STATES, type StoreManufacturerListItem } from '@granite/shared';
import { ArrowRight, Factory, MapPin } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ListLoadError } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Field, Input, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoneVarieties } from '@/lib/api/stone-varieties';
import { formatCount } from '@/lib/format';
import { useLocalePath, useT } from '@/lib/i18n';
import { manufacturerFiltersOf, useManufacturers } from '../api/manufacturers';
import { ManufacturerBadges, ManufacturerLogo } from '../components/manufacturer-badges';

/**
 * Storefront 2.11: active manufacturers with their real location and live product counts. Verified
 * manufacturers with live products and a good response record come first; the rest are listed under
 * "New on the marketplace" rather than hidden (D14, D27). Buyers search by name and filter by state
 * and by a variety offered (D32); the filters live in the address.
 */
export function ManufacturersPage() {
  const t = useT();
  const lp = useLocalePath();
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, refetch } = useManufacturers(params);
  const varieties = useStoneVarieties();
  const filters = manufacturerFiltersOf(params);
  const filtered = Boolean(filters.q || filters.state || filters.variety);
  const setFilter = (key: 'q' | 'state' | 'variety', value: string) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set(key, value.trim());
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const established = data?.items.filter((m) => m.listing === 'established') ?? [];
  const newcomers = data?.items.filter((m) => m.listing === 'new') ?? [];
  return (
    <>
      <PageHeader
        eyebrow={t('Directory')}
        title={t('Manufacturers')}
        description={t('Indian granite manufacturers approved to sell on the marketplace.')}
        breadcrumbs={[{ label: t('Home'), to: lp('/') }, { label: t('Manufacturers') }]}
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to={lp('/vendor/login')}>{t('Manufacturers Login')}</Link>
            </Button>
            <Button asChild>
              <Link to={lp('/vendor/register')}>{t('Manufacturers Registration')}</Link>
            </Button>
          </>
        }
      />
      <Container className="py-10 sm:py-14">
        <form
          aria-label={t('Find manufacturers')}
          className="mb-8 grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter('q', String(new FormData(e.currentTarget).get('q') ?? ''));
          }}
        >
          <Field label={t('Search by name')}>
            {(control) => (
              <Input
                {...control}
                key={filters.q ?? ''}
                name="q"
                type="search"
                defaultValue={filters.q ?? ''}
                placeholder={t('e.g. Balaji')}
                onBlur={(e) => setFilter('q', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('State')}>
            {(control) => (
              <Select
                {...control}
                value={filters.state ?? ''}
                onChange={(e) => setFilter('state', e.target.value)}
              >
                <option value="">{t('All states')}</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(s)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('Variety offered')}>
            {(control) => (
              <Select
                {...control}
                value={filters.variety ?? ''}
                onChange={(e) => setFilter('variety', e.target.value)}
              >
                <option value="">{t('All varieties')}</option>
                {(varieties.data?.items ?? []).map((v) => (
                  <option key={v.slug} value={v.slug}>
                    {v.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </form>
        {isError ? (
          <ListLoadError subject="Manufacturers" onRetry={() => refetch()} />
        ) : !isPending && data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white p-12 text-center">
            <Factory aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-4 text-lg font-semibold">
              {filtered ? t('No manufacturers match these filters') : t('No Manufacturers Available')}
            </p>
          </div>
        ) : isPending ? (
          <ManufacturerGrid skeleton />
        ) : (
          <div className="space-y-12">
            {established.length > 0 && (
              // A heading for each group keeps the page's outline h1 → h2 → h3 (the cards' names).
              <section aria-labelledby="established-manufacturers">
                <h2
                  id="established-manufacturers"
                  className={
                    newcomers.length > 0 ? 'mb-5 text-xl font-semibold text-granite-black' : 'sr-only'
                  }
                >
                  {t('Verified manufacturers')}
                </h2>
                <ManufacturerGrid items={established} label={t('Manufacturers')} />
              </section>
            )}
            {newcomers.length > 0 && (
              <section aria-labelledby="new-manufacturers">
                <h2 id="new-manufacturers" className="text-xl font-semibold text-granite-black">
                  {t('New on the marketplace')}
                </h2>
                <p className="mt-1 mb-5 text-sm text-stone-600">
                  {t('Recently approved, still listing products or not yet verified.')}
                </p>
                <ManufacturerGrid items={newcomers} label={t('New on the marketplace')} />
              </section>
            )}
          </div>
        )}
        <section className="bg-granite mt-16 rounded-lg p-6 text-white sm:p-10">
          <h2 className="text-2xl font-semibold">{t('Are you a granite manufacturer?')}</h2>
          <p className="mt-2 max-w-2xl text-stone-300">
            {t(
              'List your products, receive quote requests from buyers across India and answer them from your own panel.',
            )}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to={lp('/vendor/register')}>{t('Manufacturers Registration')}</Link>
            </Button>
            <Button asChild variant="outline-inverse">
              <Link to={lp('/vendor/login')}>{t('Manufacturers Login')}</Link>
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}

function ManufacturerGrid({
  items = [],
  label,
  skeleton,
}: {
  items?: StoreManufacturerListItem[];
  label?: string;
  skeleton?: boolean;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {skeleton
        ? ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <li key={key} className="rounded-lg border border-stone-200 bg-white p-5" aria-hidden="true">
              <div className="flex gap-4">
                <Skeleton className="size-12" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
              </div>
              <Skeleton className="mt-5 h-4 w-full" />
            </li>
          ))
        : items.map((m) => (
            <li
              key={m.id}
              className="flex flex-col rounded-lg border border-stone-200 bg-white p-5 shadow-xs"
            >
              <div className="flex gap-4">
                <ManufacturerLogo name={m.businessName} logoUrl={m.logoUrl} logo={m.logo} />
                <div className="min-w-0">
                  <h3 className="text-base font-semibold text-granite-black">{m.businessName}</h3>
                  {(m.city || m.state) && (
                    <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {[m.city, m.state && t(m.state)].filter(Boolean).join(', ')}
                    </p>
                  )}
                </div>
              </div>
              <div className="mt-4 flex flex-wrap items-center gap-2">
                <ManufacturerBadges isVerified={m.isVerified} isPremium={m.isPremium} />
                {m.responseRate !== null && (
                  <span className="text-xs text-stone-600">
                    {t('Answers {rate}% within 48 h', { rate: m.responseRate })}
                  </span>
                )}
              </div>
              {m.varieties.length > 0 && (
                <p className="mt-3 text-sm text-stone-700">
                  <span className="font-medium">{t('Varieties:')}</span>{' '}
                  {m.varieties
                    .slice(0, 4)
                    .map((v) => v.name)
                    .join(', ')}
                  {m.varieties.length > 4 && ` ${t('+{count} more', { count: m.varieties.length - 4 })}`}
                </p>
              )}
              {m.description && <p className="mt-3 line-clamp-3 text-sm text-stone-600">{m.description}</p>}
              <div className="mt-auto flex items-center justify-between gap-3 pt-5">
                <span className="text-sm text-stone-600 tabular-nums">
                  {t('{count, plural, one {{shown} product} other {{shown} products}}', {
                    count: m.productCount,
                    shown: formatCount(m.productCount),
                  })}
                </span>
                <Button asChild variant="secondary" size="sm">
                  <Link
                    to={lp(`/vendor/profile/${m.id}`)}
                    aria-label={t('View profile of {name}', { name: m.businessName })}
                  >
                    {t('View Profile')}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            </li>
          ))}
    </ul>
  );
}
