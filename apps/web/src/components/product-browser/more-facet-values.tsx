import type { LongFacet, StoreFacetValues } from '@granite/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api, type QueryParams } from '@/lib/api';
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

/** At most this many names at once; typing narrows the list. */
const SHOWN = 60;

const TEXT: Record<LongFacet, { all: string; find: string }> = {
  manufacturer: {
    all: '{count, plural, one {All {n} manufacturer} other {All {n} manufacturers}}',
    find: 'Find a manufacturer',
  },
  variety: {
    all: '{count, plural, one {All {n} variety} other {All {n} varieties}}',
    find: 'Find a variety',
  },
};

/**
 * The whole list of a long facet (manufacturers, varieties), with a search inside it: the list answer
 * carries only the values with most products, so a phone does not download 400 names to draw 12 cards.
 * The names come from their own cacheable answer (GET /products/facets/:facet) when first opened.
 */
export function MoreFacetValues({ facet, total, query, onPick }: MoreFacetValuesProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const listId = useId();
  const { data, isPending, isError } = useQuery({
    queryKey: ['catalog', 'facet', facet, query, words.trim()],
    queryFn: ({ signal }) =>
      api.get<StoreFacetValues>(`/products/facets/${facet}`, {
        query: { ...query, q: words.trim() || undefined },
        signal,
      }),
    enabled: open,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const items = data?.items ?? [];
  return (
    <div className="mt-2">
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(TEXT[facet].all, { count: total, n: formatCount(total) })}
      </Button>
      {open && (
        <div id={listId} className="mt-2 rounded-md border border-stone-200 bg-white p-2">
          <input
            type="search"
            aria-label={t(TEXT[facet].find)}
            placeholder={t(TEXT[facet].find)}
            className="h-9 w-full rounded-md border border-stone-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-copper-700"
            value={words}
            onChange={(e) => setWords(e.target.value)}
          />
          {isError ? (
            <p className="mt-2 text-sm text-red-700">
              {t('The list could not be loaded. Please try again.')}
            </p>
          ) : isPending ? (
            <p className="mt-2 text-sm text-stone-500">{t('Loading…')}</p>
          ) : items.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t('No match')}</p>
          ) : (
            <ul className="mt-2 max-h-72 overflow-y-auto">
              {items.slice(0, SHOWN).map((v) => (
                <li key={v.value}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm text-granite-black hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-copper-700"
                    onClick={() => {
                      onPick(v.value);
                      setOpen(false);
                    }}
                  >
                    <span className="min-w-0 flex-1 break-words">{v.label ?? v.value}</span>
                    <span className="text-xs tabular-nums text-stone-500">{formatCount(v.count)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {items.length > SHOWN && (
            <p className="mt-2 text-xs text-stone-500">{t('Type a name to narrow the list')}</p>
          )}
        </div>
      )}
    </div>
  );
}
