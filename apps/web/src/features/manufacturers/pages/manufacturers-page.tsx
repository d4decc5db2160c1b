import { ArrowRight, Factory, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ListLoadError } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useManufacturers } from '../api/manufacturers';
import { ManufacturerBadges, ManufacturerLogo } from '../components/manufacturer-badges';

/** Storefront 2.11: active manufacturers with their real location and live product counts. */
export function ManufacturersPage() {
  const { data, isPending, isError, refetch } = useManufacturers();
  return (
    <>
      <PageHeader
        eyebrow="Directory"
        title="Manufacturers"
        description="Indian granite manufacturers approved to sell on the marketplace."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Manufacturers' }]}
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to="/vendor/login">Manufacturers Login</Link>
            </Button>
            <Button asChild>
              <Link to="/vendor/register">Manufacturers Registration</Link>
            </Button>
          </>
        }
      />
      <Container className="py-10 sm:py-14">
        {isError ? (
          <ListLoadError subject="Manufacturers" onRetry={() => refetch()} />
        ) : !isPending && data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white p-12 text-center">
            <Factory aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-4 text-lg font-semibold">No Manufacturers Available</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {isPending
              ? ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
                  <li
                    key={key}
                    className="rounded-lg border border-stone-200 bg-white p-5"
                    aria-hidden="true"
                  >
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
              : data.items.map((m) => (
                  <li
                    key={m.id}
                    className="flex flex-col rounded-lg border border-stone-200 bg-white p-5 shadow-xs"
                  >
                    <div className="flex gap-4">
                      <ManufacturerLogo name={m.businessName} logoUrl={m.logoUrl} logo={m.logo} />
                      <div className="min-w-0">
                        <h2 className="text-base font-semibold text-granite-black">{m.businessName}</h2>
                        {(m.city || m.state) && (
                          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
                            <MapPin aria-hidden="true" className="size-3.5" />
                            {[m.city, m.state].filter(Boolean).join(', ')}
                          </p>
                        )}
                      </div>
                    </div>
                    <div className="mt-4">
                      <ManufacturerBadges isVerified={m.isVerified} isPremium={m.isPremium} />
                    </div>
                    {m.description && (
                      <p className="mt-3 line-clamp-3 text-sm text-stone-600">{m.description}</p>
                    )}
                    <div className="mt-auto flex items-center justify-between gap-3 pt-5">
                      <span className="text-sm text-stone-600 tabular-nums">
                        {formatCount(m.productCount)} {m.productCount === 1 ? 'product' : 'products'}
                      </span>
                      <Button asChild variant="secondary" size="sm">
                        <Link to={`/vendor/profile/${m.id}`} aria-label={`View profile of ${m.businessName}`}>
                          View Profile
                          <ArrowRight aria-hidden="true" />
                        </Link>
                      </Button>
                    </div>
                  </li>
                ))}
          </ul>
        )}
        <section className="bg-granite mt-16 rounded-lg p-6 text-white sm:p-10">
          <h2 className="text-2xl font-semibold">Are you a granite manufacturer?</h2>
          <p className="mt-2 max-w-2xl text-stone-300">
            List your products, receive quote requests from buyers across India and answer them from your own
            panel.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/vendor/register">Manufacturers Registration</Link>
            </Button>
            <Button asChild variant="outline-inverse">
              <Link to="/vendor/login">Manufacturers Login</Link>
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}
