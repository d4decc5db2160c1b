import type { StoreManufacturer, TrustedManufacturersContent } from '@granite/shared';
import { BadgeCheck, Crown, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Picture } from '@/components/picture';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { usePremiumManufacturers } from '@/features/storefront/api/premium-manufacturers';
import { useLocalePath, useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

/**
 * Storefront 2.3: premium manufacturers from the database. No fixed rating (D14): location is the
 * manufacturer's own city and state, "Verified" means an admin approved its GSTIN.
 */
export function PremiumManufacturersSection({
  content,
}: {
  content: TrustedManufacturersContent | undefined;
}) {
  const t = useT();
  const lp = useLocalePath();
  const manufacturers = usePremiumManufacturers();
  const items = manufacturers.data ?? [];
  return (
    <section
      data-home-section="premium-manufacturers"
      aria-labelledby="premium-heading"
      className="border-y border-stone-200 bg-white"
    >
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="premium-heading"
          eyebrow={t('Trusted partners')}
          title={t(content?.title ?? 'Premium Manufacturers')}
          subtitle={content?.subtitle && t(content.subtitle)}
          action={
            <Button variant="secondary" asChild>
              <Link to={lp('/vendors')}>{t('All Manufacturers')}</Link>
            </Button>
          }
        />
        {manufacturers.isPending ? (
          <div className="mt-10 grid gap-5 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-52" />
            ))}
          </div>
        ) : manufacturers.isError ? (
          <p className="mt-10 text-stone-600">{t('Manufacturers could not be loaded.')}</p>
        ) : items.length === 0 ? (
          <p className="mt-10 rounded-lg border border-dashed border-stone-300 bg-stone-50 p-10 text-center text-stone-600">
            {t('No premium manufacturers available at the moment.')}
          </p>
        ) : (
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {items.map((m) => (
              <li key={m.id}>
                <ManufacturerCard manufacturer={m} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

function ManufacturerCard({ manufacturer: m }: { manufacturer: StoreManufacturer }) {
  const t = useT();
  const lp = useLocalePath();
  const location = [m.city, m.state && t(m.state)].filter(Boolean).join(', ');
  const initials = m.businessName
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-stone-200 bg-stone-50 p-5 transition-shadow duration-150 hover:shadow-md">
      <div className="flex items-start gap-4">
        {m.logo || m.logoUrl ? (
          <Picture
            image={m.logo ?? m.logoUrl}
            alt=""
            sizes="56px"
            afterLoad
            aspect="1/1"
            hideWhenBroken
            className="size-14 shrink-0 rounded-md bg-white ring-1 ring-stone-200"
            imgClassName="object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-md bg-granite-black text-lg font-semibold text-white"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug text-granite-black">
            <Link
              to={lp(`/vendor/profile/${m.id}`)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {m.businessName}
            </Link>
          </h3>
          {location && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
              <MapPin aria-hidden="true" className="size-3.5" />
              {location}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge variant="accent">
          <Crown aria-hidden="true" />
          {t('Premium')}
        </Badge>
        {m.isVerified && (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            {t('Verified')}
          </Badge>
        )}
      </div>
      {m.description && <p className="mt-4 line-clamp-3 text-sm text-stone-600">{m.description}</p>}
      <p className="mt-auto pt-4 text-sm font-medium text-granite-black">
        {t('{count, plural, one {{count} product listed} other {{count} products listed}}', {
          count: m.productCount,
        })}
      </p>
    </article>
  );
}
