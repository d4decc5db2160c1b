import { COMING_SOON_STONES } from '@granite/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CategorySwatch } from '@/components/category-swatch';
import { ListLoadError } from '@/components/page-status';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/api/categories';
import { formatCount } from '@/lib/format';
import { useLocalePath, useT } from '@/lib/i18n';

/** Storefront 2.4: active categories with live counts, 6 skeletons while loading, Coming Soon list. */
export function CategoriesPage() {
  const t = useT();
  const lp = useLocalePath();
  const { data, isPending, isError, refetch } = useCategories();
  return (
    <>
      <PageHeader
        eyebrow={t('Catalogue')}
        title={t('Granite Categories')}
        description={t(
          'Browse Indian granite by colour family, each with the products its manufacturers list today.',
        )}
        breadcrumbs={[{ label: t('Home'), to: lp('/') }, { label: t('Categories') }]}
      />
      <Container className="py-10 sm:py-14">
        {isError ? (
          <ListLoadError subject="Categories" onRetry={() => refetch()} />
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {isPending
              ? ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
                  <li
                    key={key}
                    className="overflow-hidden rounded-lg border border-stone-200 bg-white"
                    aria-hidden="true"
                  >
                    <Skeleton className="h-32 rounded-none" />
                    <div className="space-y-3 p-5">
                      <Skeleton className="h-5 w-1/2" />
                      <Skeleton className="h-4 w-full" />
                      <Skeleton className="h-4 w-1/3" />
                    </div>
                  </li>
                ))
              : data.items.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={lp(`/category/${category.id}`)}
                      className="group flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-xs transition-shadow duration-150 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700"
                    >
                      <CategorySwatch category={category} className="h-32">
                        <span className="text-sm font-medium opacity-90">
                          {t('{count, plural, one {{shown} product} other {{shown} products}}', {
                            count: category.productCount,
                            shown: formatCount(category.productCount),
                          })}
                        </span>
                      </CategorySwatch>
                      <div className="flex flex-1 flex-col gap-2 p-5">
                        <h2 className="text-lg font-semibold text-granite-black">{category.name}</h2>
                        <p className="text-sm text-stone-600">{category.description}</p>
                        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-copper-700">
                          {t('View products')}
                          <ArrowRight
                            aria-hidden="true"
                            className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
                          />
                        </span>
                      </div>
                    </Link>
                  </li>
                ))}
          </ul>
        )}
        <section
          aria-labelledby="coming-soon"
          className="mt-16 rounded-lg border border-stone-200 bg-white p-6 sm:p-8"
        >
          <h2 id="coming-soon" className="text-xl font-semibold">
            {t('Coming Soon')}
          </h2>
          <p className="mt-2 text-stone-600">{t('Other natural stones we are adding to the marketplace.')}</p>
          <ul className="mt-5 flex flex-wrap gap-2">
            {COMING_SOON_STONES.map((stone) => (
              <li
                key={stone}
                className="rounded-full border border-stone-200 bg-stone-50 px-4 py-1.5 text-sm text-stone-700"
              >
                {t(stone)}
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
