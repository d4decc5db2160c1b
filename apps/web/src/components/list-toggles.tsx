import { Button } from '@/components/ui/button';
import { SharedIcon } from '@/components/ui/shared-icon';
import { type ListableProduct, toggleInList, useBuyerList } from '@/lib/buyer-lists/buyer-lists';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';

type ToggleProps = { product: ListableProduct; className?: string; withLabel?: boolean };

/** Storefront 2.7: wishlist toggle; the name says what a press will do. */
export function WishlistToggle({ product, className, withLabel }: ToggleProps) {
  const t = useT();
  const on = useBuyerList('wishlist').some((i) => i.id === product.id);
  return (
    <Button
      variant="secondary"
      size={withLabel ? 'md' : 'icon-sm'}
      aria-pressed={on}
      aria-label={withLabel ? undefined : on ? t('Remove from wishlist') : t('Add to wishlist')}
      title={on ? t('Remove from wishlist') : t('Add to wishlist')}
      className={cn(
        'relative z-10',
        on && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100',
        className,
      )}
      onClick={() => toggleInList('wishlist', product)}
    >
      <SharedIcon name="heart" className={cn(on && 'fill-current')} />
      {withLabel && (on ? t('In Wishlist') : t('Add to Wishlist'))}
    </Button>
  );
}

/** Storefront 2.7: comparison toggle (at most 4, spec 5). */
export function CompareToggle({ product, className, withLabel }: ToggleProps) {
  const t = useT();
  const on = useBuyerList('comparison').some((i) => i.id === product.id);
  return (
    <Button
      variant="secondary"
      size={withLabel ? 'md' : 'icon-sm'}
      aria-pressed={on}
      aria-label={withLabel ? undefined : on ? t('Remove from comparison') : t('Add to comparison')}
      title={on ? t('Remove from comparison') : t('Add to comparison')}
      className={cn(
        'relative z-10',
        on && 'border-copper-200 bg-copper-50 text-copper-800 hover:bg-copper-100',
        className,
      )}
      onClick={() => toggleInList('comparison', product)}
    >
      <SharedIcon name="compare" />
      {withLabel && (on ? t('In Comparison') : t('Add to Comparison'))}
    </Button>
  );
}
