import { GitCompareArrows, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { lazyPopup, PopupOnFirstUse } from '@/components/ui/popup-on-first-use';
import { useBuyerList } from '@/lib/buyer-lists/buyer-lists';
import { useLocalePath, useT } from '@/lib/i18n';
import { BuyerListsSync } from './buyer-lists-sync';

// The sheet and the Radix dialog under it load when the button is first used.
const comparisonSheet = lazyPopup(() => import('./comparison-sheet').then((m) => m.ComparisonSheet));

function Count({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-copper-700 px-1 text-[11px] leading-5 font-semibold text-white tabular-nums"
    >
      {n}
    </span>
  );
}

/** D15: no cart; the header shows live wishlist and comparison counts instead. */
export function HeaderListLinks() {
  const wishlist = useBuyerList('wishlist').length;
  const comparison = useBuyerList('comparison').length;
  const t = useT();
  const lp = useLocalePath();
  return (
    <div className="flex items-center gap-1">
      <BuyerListsSync />
      <Button variant="ghost" size="icon" asChild className="relative">
        <Link
          to={lp('/wishlist')}
          aria-label={t('Wishlist, {count, plural, one {# item} other {# items}}', { count: wishlist })}
        >
          <Heart aria-hidden="true" className="size-5!" />
          <Count n={wishlist} />
        </Link>
      </Button>
      <PopupOnFirstUse
        popup={comparisonSheet}
        kind="dialog"
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={t('Comparison, {count, plural, one {# product} other {# products}}', {
              count: comparison,
            })}
          >
            <GitCompareArrows aria-hidden="true" className="size-5!" />
            <Count n={comparison} />
          </Button>
        }
      />
    </div>
  );
}
