import type { ImageRef } from '@granite/shared';
import { joinClasses as cn } from '@/lib/class-join';
import { Picture } from './picture';

type ProductImageProps = {
  /** The stored renditions; when null (a product without stored media) `src` alone is shown. */
  image: ImageRef | null | undefined;
  src: string | null;
  alt: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
  /** Far below the fold: the image starts after the window's `load` event (see Picture). */
  afterLoad?: boolean;
  className?: string;
  /** The width the frame takes in its layout (see the *_SIZES constants), for the srcset choice. */
  sizes: string;
};

/**
 * A product photo in a fixed 4:3 frame so nothing shifts while it loads (DESIGN), from the smallest
 * WebP rendition that fills it. Storefront 2.7: 'No image' when there is none, 'Image unavailable'
 * when it fails to load (both from <Picture>).
 */
export function ProductImage({
  image,
  src,
  alt,
  eager = false,
  afterLoad,
  className,
  sizes,
}: ProductImageProps) {
  return (
    <Picture
      image={image ?? src}
      alt={alt}
      sizes={sizes}
      eager={eager}
      afterLoad={afterLoad}
      aspect="4/3"
      className={cn('w-full', className)}
      imgClassName="transition-transform duration-200 motion-safe:group-hover:scale-[1.03]"
    />
  );
}

// `sizes` of the product grids, from their Tailwind classes. Container: max-w-7xl (1280 px) with
// px-4 / sm:px-6 / lg:px-8; calc() keeps the padding and gaps exact at every width.

/** /products and category pages: a 16rem filter column + gap-10 from lg, gap-5, 1 / sm:2 / xl:3 columns. */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1280px) 294px, (min-width: 1024px) calc((100vw - 380px) / 2), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

/** The list view of the same page: the image is 16rem wide from sm, the full card below. */
export const PRODUCT_LIST_SIZES = '(min-width: 640px) 256px, calc(100vw - 32px)';

/** Home featured products: gap-6, 1 / sm:2 / lg:3 columns, no filter column. */
export const FEATURED_GRID_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

/** Manufacturer profile: gap-5, 1 / sm:2 / lg:3 / xl:4 columns, no filter column. */
export const PROFILE_GRID_SIZES =
  '(min-width: 1280px) 289px, (min-width: 1024px) calc((100vw - 104px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

/** Buyer dashboard search results: gap-5, 1 / sm:2 / xl:3 columns, no filter column. */
export const DASHBOARD_GRID_SIZES =
  '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 84px) / 2), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

/** The product page's main image: half of the container from lg (gap-12), the full width below. */
export const PRODUCT_PAGE_SIZES =
  '(min-width: 1280px) 584px, (min-width: 1024px) calc((100vw - 112px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
