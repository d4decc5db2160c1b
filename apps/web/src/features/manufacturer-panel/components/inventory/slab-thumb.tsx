import type { ImageRef } from '@granite/shared';
import { ImageOff } from 'lucide-react';
import { Picture } from '@/components/picture';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

/**
 * A slab's photo as a small 4:3 thumbnail; without one, a quiet mark (a thumbnail is too small for
 * the words "No image", which a screen reader still hears).
 */
export function SlabThumb({
  photo,
  name,
  className,
}: {
  photo: ImageRef | null;
  name: string;
  className?: string;
}) {
  const t = useT();
  const frame = cn('w-16 shrink-0 overflow-hidden rounded-md border border-stone-200', className);
  if (!photo) {
    return (
      <span
        role="img"
        aria-label={t('Slab {name}: no photo yet', { name })}
        className={cn(frame, 'flex aspect-[4/3] items-center justify-center bg-stone-100 text-stone-400')}
      >
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return (
    <Picture
      image={photo}
      alt={t('Slab {name}', { name })}
      aspect="4/3"
      sizes="64px"
      className={frame}
      imgClassName="h-full w-full object-cover"
    />
  );
}
