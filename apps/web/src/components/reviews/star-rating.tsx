import type { RatingSummary } from '@granite/shared';
import { Star } from 'lucide-react';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';

/** Five stars filled to `value` (whole stars), read out as 'n out of 5 stars'. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('{value} out of 5 stars', { value })}
      className={cn('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'text-stone-300',
          )}
        />
      ))}
    </span>
  );
}

/** D14/D26: '4.5 ★ (12 reviews)'; nothing at all when there is no visible review. */
export function RatingBadge({
  rating,
  className,
  tone = 'light',
}: {
  rating: RatingSummary | null | undefined;
  className?: string;
  tone?: 'light' | 'inverse';
}) {
  const t = useT();
  if (!rating) return null;
  return (
    <span data-testid="rating" className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{t('Rated')} </span>
      <span className="font-semibold">{rating.average.toFixed(1)}</span>
      <span className="sr-only"> {t('out of 5')}</span>
      <span className={tone === 'inverse' ? 'text-stone-300' : 'text-stone-500'}>
        {t('({count, plural, one {{count} review} other {{count} reviews}})', { count: rating.count })}
      </span>
    </span>
  );
}
