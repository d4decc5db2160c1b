import type { QuoteSuggestion, QuoteSuggestionList } from '@granite/shared';
import { unitLabel } from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';

/**
 * D16/D27/D31/D32: other manufacturers with the same stone in stock that reply quickly and can
 * answer, for the products of a multi-manufacturer request. The server leaves only as many as the
 * request can still take, so every one may be ticked.
 */
export function useQuoteSuggestions(productIds: number[]) {
  const ids = [...productIds].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['quote-suggestions', ids],
    queryFn: ({ signal }) =>
      api.get<QuoteSuggestionList>('/quote-requests/suggestions', { query: { productIds: ids }, signal }),
    enabled: ids.length > 0,
    staleTime: 60_000,
    // A list that does not load leaves the form as it was: the buyer's own choice still goes out.
    retry: false,
  });
}

/** "Also ask these manufacturers": ticking one adds its product to the same request (same group). */
export function QuoteSuggestions({
  items,
  ticked,
  onToggle,
}: {
  items: QuoteSuggestion[];
  ticked: ReadonlySet<number>;
  onToggle: (suggestion: QuoteSuggestion, on: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  if (!items.length) return null;
  return (
    <fieldset className="min-w-0 rounded-lg border border-stone-200 p-3" data-testid="quote-suggestions">
      <legend className="px-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {t('Also ask these manufacturers')}
      </legend>
      <ul className="space-y-2">
        {items.map((s) => (
          <li key={s.productId}>
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-copper-700"
                checked={ticked.has(s.productId)}
                onChange={(e) => onToggle(s, e.target.checked)}
              />
              <span className="min-w-0">
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium break-words text-granite-black">{s.manufacturerName}</span>
                  <span className="text-stone-600">
                    {s.productName} · {formatINR(s.pricePaise)}/{unitLabel('sqft', locale)}
                  </span>
                </span>
                <span className="block text-xs text-stone-600">{t(s.reason)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
