import { IMAGE_MESSAGES, type ImageRef } from '@granite/shared';
import { ImageOff } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';
import { useWindowLoaded } from '@/lib/window-loaded';

export type PictureProps = {
  /** An image from the API, or a plain URL (legacy rows), or nothing ('No image'). */
  image: ImageRef | string | null | undefined;
  alt: string;
  /** Which width the image takes in the layout, for the browser's choice from srcset. */
  sizes?: string;
  /** Above the fold: load at once with high priority; otherwise lazily (the default). */
  eager?: boolean;
  /**
   * Far below the fold: no `src` or `srcset` until the window's `load` event (then lazily), so the
   * image does not start before the first screen's (LCP) on a slow phone. The frame and the image's
   * box are drawn meanwhile, so nothing moves when it arrives.
   */
  afterLoad?: boolean;
  /** Frame ratio such as '16/9' or '4/3': the frame is reserved before the image arrives. */
  aspect?: string;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
  /** Storefront spec 9: a broken image may be hidden instead of showing 'Image unavailable'. */
  hideWhenBroken?: boolean;
};

/** `srcset` of an image's WebP renditions, narrowest first. */
export function srcSetOf(image: ImageRef): string {
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * The one way the site shows a stored image: responsive `srcset`/`sizes`, intrinsic `width` and
 * `height` plus a fixed frame (no layout shift), lazy below the fold, and the storefront spec's
 * states: 'No image' when there is none, 'Image unavailable' when it fails to load.
 */
export function Picture({
  image,
  alt,
  sizes = '100vw',
  eager = false,
  afterLoad = false,
  aspect,
  className,
  imgClassName,
  style,
  hideWhenBroken = false,
}: PictureProps) {
  const t = useT();
  const src = typeof image === 'string' ? image : image?.url;
  // Remember which URL failed, so a new image (a replaced upload) gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;
  const loaded = useWindowLoaded(afterLoad && !eager);

  const frame = cn('relative overflow-hidden bg-stone-200', className);
  const frameStyle = { ...(aspect ? { aspectRatio: aspect } : {}), ...style };

  if (!src || failed) {
    if (failed && hideWhenBroken) return null;
    return (
      <div
        className={cn(frame, 'flex flex-col items-center justify-center gap-2 text-stone-600')}
        style={frameStyle}
        role="img"
        aria-label={`${alt}: ${t(src ? IMAGE_MESSAGES.unavailable : IMAGE_MESSAGES.none)}`}
        data-picture-state={src ? 'broken' : 'none'}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-sm">{t(src ? IMAGE_MESSAGES.unavailable : IMAGE_MESSAGES.none)}</span>
      </div>
    );
  }

  const ref = typeof image === 'object' ? image : null;
  return (
    <div className={frame} style={frameStyle} data-picture-state="loaded">
      <img
        src={loaded ? src : undefined}
        srcSet={loaded && ref && ref.variants.length > 1 ? srcSetOf(ref) : undefined}
        sizes={ref && ref.variants.length > 1 ? sizes : undefined}
        width={ref?.width}
        height={ref?.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSrc(src)}
        data-after-load={afterLoad && !eager ? (loaded ? 'set' : 'waiting') : undefined}
        className={cn('size-full object-cover', !loaded && 'invisible', imgClassName)}
      />
    </div>
  );
}
