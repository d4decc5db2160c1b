import type { CategoriesContent, StoreCategory } from '@granite/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CategorySwatch } from '@/components/category-swatch';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/api/categories';
import { useLocalePath, useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

/**
 * The home-page image of a category: set for its id, else for the colour slot its name contains
 * (admin 2: Black, White, Blue, Beige, Gray Granite), else the category's own header image.
 */
export function homeImageOf(category: StoreCategory, content: CategoriesContent | undefined): string | null {
  const images = content?.categoryImages.filter((entry) => entry.image) ?? [];
  const byId = images.find((entry) => entry.id === String(category.id));
  if (byId) return byId.image;
  const words = category.name.toLowerCase().replace('grey', 'gray').split(/\s+/);
  const bySlot = images.find((entry) => words.includes(entry.id.toLowerCase().replace('grey', 'gray')));
  return bySlot?.image ?? category.headerImageUrl;
}

/** Storefront 2.3: live categories with the images and short texts of the categories content block. */
export function CategoryGridSection({ content }: { content: CategoriesContent | undefined }) {
  const t = useT();
  const lp = useLocalePath();
  const categories = useCategories();
  const items = categories.data?.items ?? [];
  return (
    <section data-home-section="categories" aria-labelledby="categories-heading" className="bg-stone-50">
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="categories-heading"
          eyebrow={t('Shop by colour')}
          title={t(content?.title ?? 'Browse by Category')}
          subtitle={content?.subtitle && t(content.subtitle)}
          action={
            <Button variant="secondary" asChild>
              <Link to={lp('/categories')}>
                {t('All Categories')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        {categories.isPending ? (
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={i} className="aspect-[4/3]" />
            ))}
          </div>
        ) : categories.isError ? (
          <p className="mt-10 text-stone-600">{t('Categories could not be loaded.')}</p>
        ) : items.length === 0 ? (
          <p className="mt-10 rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
            {t('No categories available yet.')}
          </p>
        ) : (
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((category) => {
              const description =
                content?.categoryDetails.find((d) => d.id === String(category.id))?.description ||
                category.description;
              return (
                <li key={category.id}>
                  <Link
                    to={lp(`/category/${category.id}`)}
                    className="group block overflow-hidden rounded-lg border border-stone-200 bg-white shadow-xs transition-shadow duration-150 hover:shadow-md"
                  >
                    <CategorySwatch
                      category={{ ...category, headerImageUrl: homeImageOf(category, content) }}
                      className="aspect-[16/9]"
                      afterLoad
                    >
                      <span className="text-lg font-semibold drop-shadow-sm">{category.name}</span>
                    </CategorySwatch>
                    <div className="flex items-start justify-between gap-4 p-4">
                      <p className="line-clamp-2 text-sm text-stone-600">{description}</p>
                      <span className="shrink-0 text-sm font-medium text-granite-black tabular-nums">
                        {t('{count, plural, one {{count} product} other {{count} products}}', {
                          count: category.productCount,
                        })}
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </section>
  );
}
