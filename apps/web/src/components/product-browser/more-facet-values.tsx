import type { LongFacet } from '@granite/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { QueryParams } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';

type MoreFacetValuesProps = {
  facet: LongFacet;
  /** How many values have products under the other filters (the list answer's facetTotals). */
  total: number;
  /** The list's filters and search, as the list was asked for. */
  query: QueryParams;
  onPick(value: string): void;
};

// Its code loads when first opened: the storefront's first download stays as it was.
const FacetValueList = lazy(() => import('./facet-value-list'));

const ALL: Record<LongFacet, string> = {
  manufacturer: '{count, plural, one {All {n} manufacturer} other {All {n} manufacturers}}',
  variety: '{count, plural, one {All {n} variety} other {All {n} varieties}}',
};

/**
 * The whole list of a long facet (manufacturers, varieties), with a search inside it: the list answer
 * carries only the values with most products, so a phone does not download 400 names to draw 12 cards.
 */
export function MoreFacetValues({ facet, total, query, onPick }: MoreFacetValuesProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mt-2">
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t(ALL[facet], { count: total, n: formatCount(total) })}
      </Button>
      {open && (
        <Suspense fallback={<p className="mt-2 text-sm text-stone-500">{t('Loading…')}</p>}>
          <FacetValueList
            id={listId}
            facet={facet}
            query={query}
            onPick={(value) => {
              onPick(value);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
