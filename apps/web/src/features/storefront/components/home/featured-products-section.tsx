import type { FeaturedProductsContent } from '@granite/shared';
import { LIMITS } from '@granite/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductCard } from '@/components/product-card';
import { FEATURED_GRID_SIZES } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '@/lib/api/products';
import { useLocalePath, useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

/** Storefront 2.3: active products, best sellers first, at most 6 (the catalogue API applies all three). */
export function FeaturedProductsSection({ content }: { content: FeaturedProductsContent | undefined }) {
  const t = useT();
  const lp = useLocalePath();
  const products = useProducts({ sort: 'bestsellers', pageSize: LIMITS.featuredProducts, facets: false });
  const items = products.data?.items ?? [];
  return (
    <section data-home-section="featured-products" aria-labelledby="featured-heading" className="bg-stone-50">
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="featured-heading"
          eyebrow={content?.subtitle && t(content.subtitle)}
          title={t(content?.title ?? 'Featured Products')}
          subtitle={content?.description && t(content.description)}
          action={
            <Button variant="secondary" asChild>
              <Link to={lp('/products')}>
                {t('View All Products')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <div className="mt-10">
          {products.isPending ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: LIMITS.featuredProducts }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                <li key={i}>
                  <Skeleton className="aspect-[4/3] w-full" />
                  <Skeleton className="mt-4 h-5 w-2/3" />
                  <Skeleton className="mt-2 h-4 w-1/3" />
                </li>
              ))}
            </ul>
          ) : products.isError ? (
            <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-600">
              {t('Products could not be loaded.')}{' '}
              <button
                type="button"
                className="font-medium text-copper-700 underline"
                onClick={() => products.refetch()}
              >
                {t('Try again')}
              </button>
            </p>
          ) : items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
              {t('No products available yet.')}
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.slice(0, LIMITS.featuredProducts).map((product) => (
                <li key={product.id} className="flex">
                  <div className="flex-1 [&>article]:h-full">
                    <ProductCard product={product} sizes={FEATURED_GRID_SIZES} afterLoad />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
