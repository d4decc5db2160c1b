// D47, D48: the buyer's export offers on its quote sheet, compared on landed cost per m² in the
// currency the buyer chooses (each offer converted through ₹ at the customs rates), cheapest first,
// each with its terms and container plan.
import { type BuyerQuoteItem, type Currency, EXPORT_CURRENCIES, type ExportOfferList } from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ExportOfferCard } from '@/components/export-offer/export-offer-card';
import { formatMoney } from '@/components/quote-lifecycle/format';
import { Select } from '@/components/ui/form-field';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';

type Sheet = ExportOfferList & {
  currency: string;
  perM2In: Record<string, { amount: number; currency: string }>;
};

export function ExportOffers({ items }: { items: BuyerQuoteItem[] }) {
  const t = useT();
  const selectId = useId();
  const replyIds = new Set(
    items.flatMap((i) => i.replies.filter((r) => r.currency && r.currency !== 'INR').map((r) => r.id)),
  );
  const first = items.flatMap((i) => i.replies).find((r) => r.currency && r.currency !== 'INR');
  const [currency, setCurrency] = useState<Currency>((first?.currency as Currency) ?? 'EUR');
  const sheet = useQuery({
    queryKey: ['me', 'export-offers', currency],
    queryFn: ({ signal }) => api.get<Sheet>('/me/export-offers', { query: { currency }, signal }),
    enabled: replyIds.size > 0,
  });
  if (replyIds.size === 0) return null;
  const offers = (sheet.data?.items ?? []).filter((o) => replyIds.has(o.replyId));
  return (
    <section className="px-4 pt-4 sm:px-5" aria-label={t('Export offers')}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-granite-black">{t('Export offers')}</h4>
        <div className="flex items-center gap-2 text-sm text-stone-600">
          <label htmlFor={selectId}>{t('Compare in')}</label>
          <Select
            id={selectId}
            className="w-24"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
          >
            {(['INR', ...EXPORT_CURRENCIES] as Currency[]).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {sheet.isError && <p className="text-sm text-red-800">{sheet.error.message}</p>}
      {offers.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead className="text-left text-xs text-stone-600">
              <tr>
                <th className="py-1.5 pr-3 font-medium">{t('Manufacturer')}</th>
                <th className="py-1.5 pr-3 font-medium">{t('Terms')}</th>
                <th className="py-1.5 pr-3 text-right font-medium">{t('Price per m²')}</th>
                <th className="py-1.5 pr-3 text-right font-medium">
                  {t('Landed per m² in {currency}', { currency })}
                </th>
                <th className="py-1.5 text-right font-medium">{t('Containers')}</th>
              </tr>
            </thead>
            <tbody>
              {offers.map((o, i) => {
                const twenty = o.plans.find((p) => p.size === '20ft');
                const landed = sheet.data?.perM2In[String(o.replyId)];
                return (
                  <tr key={o.replyId} className="border-t border-stone-100">
                    <td className="py-1.5 pr-3 font-medium text-granite-black">
                      {o.manufacturerName}
                      {i === 0 && offers.length > 1 && (
                        <span className="ml-2 text-xs font-normal text-success-800">
                          {t('Lowest landed')}
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 pr-3">{o.incotermPlace}</td>
                    <td className="py-1.5 pr-3 text-right">
                      {formatMoney(o.pricePerM2.amount, o.currency as Currency)}
                    </td>
                    <td className="py-1.5 pr-3 text-right font-semibold">
                      {landed ? formatMoney(landed.amount, landed.currency as Currency) : '—'}
                    </td>
                    <td className="py-1.5 text-right">
                      {twenty?.ok && twenty.totals ? `${twenty.totals.containers} × 20'` : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 space-y-4">
        {offers.map((o) => (
          <details
            key={o.replyId}
            className="rounded-md border border-stone-200 p-3"
            open={offers.length === 1}
          >
            <summary className="cursor-pointer text-sm font-medium text-granite-black">
              {t('{manufacturer}: {terms}, container plan', {
                manufacturer: o.manufacturerName,
                terms: o.incotermPlace,
              })}
            </summary>
            <div className="mt-3">
              <ExportOfferCard offer={o} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
