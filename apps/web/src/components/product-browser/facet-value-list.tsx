import type { LongFacet, StoreFacetValues } from '@granite/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type QueryParams } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** At most this many names at once; typing narrows the list. */
const SHOWN = 60;

const FIND: Record<LongFacet, string> = {
  manufacturer: 'Find a manufacturer',
  variety: 'Find a variety',
};

type FacetValueListProps = {
  id: string;
  facet: LongFacet;
  query: QueryParams;
  onPick(value: string): void;
};

/**
 * The whole list of a long facet with a search inside it, from its own cacheable answer (GET
 * /products/facets/:facet); loaded with its code when the filter panel's "All … manufacturers" opens.
 */
export default function FacetValueList({ id, facet, query, onPick }: FacetValueListProps) {
  const t = useT();
  const [words, setWords] = useState('');
  const { data, isPending, isError } = useQuery({
    queryKey: ['catalog', 'facet', facet, query, words.trim()],
    queryFn: ({ signal }) =>
      api.get<StoreFacetValues>(`/products/facets/${facet}`, {
        query: { ...query, q: words.trim() || undefined },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const items = data?.items ?? [];
  return (
    <div id={id} className="mt-2 rounded-md border border-stone-200 bg-white p-2">
      <input
        type="search"
        aria-label={t(FIND[facet])}
        placeholder={t(FIND[facet])}
        className="h-9 w-full rounded-md border border-stone-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-copper-700"
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
      {isError ? (
        <p className="mt-2 text-sm text-red-700">{t('The list could not be loaded. Please try again.')}</p>
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
                onClick={() => onPick(v.value)}
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
  );
}
