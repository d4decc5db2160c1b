import { unitLabel } from '@granite/shared';
import { Heart, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { CompareToggle } from '@/components/list-toggles';
import { Picture } from '@/components/picture';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { clearList, removeFromList, useBuyerList } from '@/lib/buyer-lists/buyer-lists';
import { formatINR } from '@/lib/format';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';

/** The wishlist (spec 3, 5, 8), reachable from the header's heart (D15). */
/** The wishlist grid: gap-4, 1 / sm:2 / lg:3 / xl:4 columns in the 80rem container. */
const WISHLIST_GRID_SIZES =
  '(min-width: 1280px) 292px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 32px)';

export function WishlistPage() {
  const items = useBuyerList('wishlist');
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <>
      <PageHeader
        eyebrow={t('Your lists')}
        title={t('Wishlist')}
        description={t(
          'Products you have saved. Kept in this browser, and on your account when you are signed in.',
        )}
        breadcrumbs={[{ label: t('Home'), to: lp('/') }, { label: t('Wishlist') }]}
        actions={
          items.length > 0 && (
            <Button variant="secondary" onClick={() => clearList('wishlist')}>
              <Trash2 aria-hidden="true" />
              {t('Clear Wishlist')}
            </Button>
          )
        }
      />
      <Container className="py-8 sm:py-10">
        {items.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-white px-4 py-16 text-center">
            <Heart aria-hidden="true" className="size-10 text-stone-400" />
            <h2 className="mt-4 text-lg font-semibold">{t('Your wishlist is empty')}</h2>
            <p className="mt-1 text-stone-600">{t('Tap the heart on any product to keep it here.')}</p>
            <Button asChild className="mt-6">
              <Link to={lp('/products')}>{t('Browse All Products')}</Link>
            </Button>
          </div>
        ) : (
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="wishlist-items"
          >
            {items.map((item) => (
              <li
                key={item.id}
                className="relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-xs"
              >
                <Picture
                  image={item.image ?? item.imageUrl}
                  alt=""
                  aspect="4/3"
                  sizes={WISHLIST_GRID_SIZES}
                  className="w-full bg-stone-100"
                />
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <div>
                    <h3 className="font-semibold text-granite-black">
                      <Link to={lp(`/product/${item.id}`)} className="hover:underline">
                        {item.name}
                      </Link>
                    </h3>
                    <p className="text-sm text-stone-600">{item.vendorName}</p>
                  </div>
                  <div className="mt-auto flex items-end justify-between gap-2">
                    <p>
                      <span className="text-lg font-semibold tabular-nums">{formatINR(item.pricePaise)}</span>
                      <span className="text-sm text-stone-600">/{unitLabel('sqft', locale)}</span>
                    </p>
                    <div className="flex gap-1.5">
                      <CompareToggle
                        product={{
                          id: item.id,
                          name: item.name,
                          pricePaise: item.pricePaise,
                          vendorName: item.vendorName,
                          imageUrl: item.imageUrl,
                          image: item.image,
                        }}
                      />
                      <Button
                        variant="secondary"
                        size="icon-sm"
                        aria-label={t('Remove {name} from wishlist', { name: item.name })}
                        onClick={() => removeFromList('wishlist', item.id)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
