import { Link, useParams } from 'react-router';
import { CategorySwatch } from '@/components/category-swatch';
import { PageLoadError } from '@/components/page-status';
import { ProductBrowser } from '@/components/product-browser/product-browser';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SaveSearchButton } from '@/features/catalog/components/save-search-button';
import { isApiError } from '@/lib/api';
import { useCategory } from '@/lib/api/categories';
import { formatCount } from '@/lib/format';
import { useLocalePath, useT } from '@/lib/i18n';
import { routeIdFrom } from '@/lib/route-id';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Storefront 2.5 with live products (D11). */
export function CategoryPage() {
  const id = routeIdFrom(useParams().id);
  const { data: category, isPending, error, refetch } = useCategory(id);

  if (!id || (error && isApiError(error) && error.status === 404)) return <CategoryNotFound />;
  if (error) return <PageLoadError subject="category" onRetry={() => refetch()} />;

  return (
    <>
      {isPending ? (
        <header className="border-b border-stone-200 bg-white">
          <Container className="py-10 sm:py-14">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="mt-5 h-10 w-72" />
            <Skeleton className="mt-4 h-5 w-full max-w-xl" />
          </Container>
        </header>
      ) : (
        <CategoryBanner
          name={category.name}
          description={category.description}
          count={category.productCount}
          swatch={<CategorySwatch category={category} className="absolute inset-0" />}
        />
      )}
      <Container className="py-8 sm:py-10">
        {/* D41: the category's list, with its filters, can be saved with alerts. */}
        <div className="mb-4 flex justify-end">
          <SaveSearchButton place={category?.name} />
        </div>
        <ProductBrowser fixedCategory={id} />
      </Container>
    </>
  );
}

function CategoryBanner({
  name,
  description,
  count,
  swatch,
}: {
  name: string;
  description: string;
  count: number;
  swatch: React.ReactNode;
}) {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(name);
  return (
    <header className="relative isolate overflow-hidden">
      <div className="absolute inset-0 -z-10">{swatch}</div>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/55 via-black/25 to-transparent"
        aria-hidden="true"
      />
      <Container className="py-10 text-white sm:py-14">
        <nav aria-label={t('Breadcrumb')} className="mb-4 text-sm text-white/85">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={lp('/')} className="hover:underline">
                {t('Home')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={lp('/categories')} className="hover:underline">
                {t('Categories')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-white">
              {name}
            </li>
          </ol>
        </nav>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{name}</h1>
        <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{description}</p>
        <p className="mt-4 text-sm font-medium text-white/85">
          {t('{count, plural, one {{shown} product available} other {{shown} products available}}', {
            count,
            shown: formatCount(count),
          })}
        </p>
      </Container>
    </header>
  );
}

function CategoryNotFound() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageHeader
        title={t('Category not found')}
        description={t('This category does not exist or is no longer listed.')}
        breadcrumbs={[
          { label: t('Home'), to: lp('/') },
          { label: t('Categories'), to: lp('/categories') },
          { label: t('Not found') },
        ]}
      />
      <Container className="py-10">
        <Button asChild>
          <Link to={lp('/categories')}>{t('Browse all categories')}</Link>
        </Button>
      </Container>
    </>
  );
}
