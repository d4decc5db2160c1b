import { GitCompareArrows, Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ComparisonWidget } from '@/components/comparison-widget';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useBuyerList } from '@/lib/buyer-lists/buyer-lists';
import { BuyerListsSync } from './buyer-lists-sync';

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
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-1">
      <BuyerListsSync />
      <Button variant="ghost" size="icon" asChild className="relative">
        <Link to="/wishlist" aria-label={`Wishlist, ${wishlist} ${wishlist === 1 ? 'item' : 'items'}`}>
          <Heart aria-hidden="true" className="size-5!" />
          <Count n={wishlist} />
        </Link>
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={`Comparison, ${comparison} ${comparison === 1 ? 'product' : 'products'}`}
          >
            <GitCompareArrows aria-hidden="true" className="size-5!" />
            <Count n={comparison} />
          </Button>
        </SheetTrigger>
        <SheetContent title="Compare Products" className="w-[min(30rem,94vw)]">
          <div className="p-4">
            <ComparisonWidget onNavigate={() => setOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
