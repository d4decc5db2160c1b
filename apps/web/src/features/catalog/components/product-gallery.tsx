import type { StoreProductDetail } from '@granite/shared';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { PRODUCT_PAGE_SIZES, ProductImage } from '@/components/product-image';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';

/** A horizontal move at least this long (px), and longer than the vertical one, is a swipe. */
const SWIPE_MIN = 40;

/**
 * Storefront 2.8 with a gallery of up to 8 images: the main image large (the page's LCP: eager, high
 * priority, srcset and intrinsic size, exactly as before) and, when there is more than one image, a
 * row of thumbnails that scrolls sideways on a phone. Thumbnails are buttons (Enter/Space; the arrow
 * keys move along the row); a sideways swipe on the large image shows the next or previous one. The
 * first image is shown on the server and in the first browser render alike (state starts at 0).
 */
export function ProductGallery({ product }: { product: StoreProductDetail }) {
  const t = useT();
  const images = product.gallery;
  const count = images.length;
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const show = (index: number, focus = false) => {
    const next = (index + count) % count;
    setShown(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(touch.clientY - start.y))
      show(shown + (dx < 0 ? 1 : -1));
  };

  const current = shown > 0 ? images[shown] : undefined;
  return (
    <div className="min-w-0 lg:self-start">
      <div
        // pan-y: a sideways swipe here is the gallery's, not the browser's history gesture.
        className={cn(
          'overflow-hidden rounded-lg border border-stone-200 bg-white',
          count > 1 && 'touch-pan-y',
        )}
        onTouchStart={count > 1 ? onTouchStart : undefined}
        onTouchEnd={count > 1 ? onTouchEnd : undefined}
      >
        {current ? (
          <ProductImage
            image={current}
            src={current.url}
            alt={t('{name}, image {index} of {count}', { name: product.name, index: shown + 1, count })}
            eager
            sizes={PRODUCT_PAGE_SIZES}
          />
        ) : product.imageUrl ? (
          <ProductImage
            image={product.image}
            src={product.imageUrl}
            alt={product.name}
            eager
            sizes={PRODUCT_PAGE_SIZES}
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-stone-200 text-stone-600">
            {t('No Image Available')}
          </div>
        )}
      </div>
      {count > 1 && (
        <ul
          aria-label={t('{name} images', { name: product.name })}
          className={cn(
            // A phone scrolls the row sideways (snapping, the next thumbnail peeking in); from sm all
            // eight fit in one row. The 4 px padding keeps the focus outline inside the scroll box.
            '-mx-1 mt-3 flex snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto overscroll-x-contain px-1 py-1',
            'sm:mx-0 sm:grid sm:grid-cols-8 sm:overflow-visible sm:px-0',
          )}
        >
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0 snap-start">
              <button
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                type="button"
                aria-label={t('Show image {index} of {count}', { index: index + 1, count })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => show(index)}
                onKeyDown={(event) => onThumbKey(event, index)}
                className={cn(
                  'block w-20 overflow-hidden rounded-md border-2 bg-white transition-colors sm:w-full',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700',
                  index === shown ? 'border-copper-700' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <Picture
                  image={image}
                  alt=""
                  sizes="(min-width: 640px) 120px, 80px"
                  aspect="4/3"
                  className="w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
