import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type ProductImageProps = {
  src: string | null;
  alt: string;
  /** Above the fold: load at once; otherwise lazily. */
  eager?: boolean;
  className?: string;
  sizes?: string;
};

/**
 * A product photo in a fixed 4:3 frame so nothing shifts while it loads (DESIGN). Storefront 2.7:
 * 'No image' when there is none, 'Image unavailable' when it fails to load.
 */
export function ProductImage({ src, alt, eager = false, className, sizes }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const frame = cn('relative aspect-[4/3] w-full overflow-hidden bg-stone-200', className);
  if (!src || failed) {
    return (
      <div className={cn(frame, 'flex flex-col items-center justify-center gap-2 text-stone-500')}>
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-sm">{src ? 'Image unavailable' : 'No image'}</span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={src}
        alt={alt}
        width={800}
        height={600}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover transition-transform duration-200 motion-safe:group-hover:scale-[1.03]"
      />
    </div>
  );
}
