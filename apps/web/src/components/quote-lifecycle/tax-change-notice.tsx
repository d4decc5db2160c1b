// D34: the tax an order's invoice will charge when it differs from the order's: the rate in force on
// the invoice's date changed after the reply (CGST Act s.12, s.31), or the manufacturer charges no
// GST (a bill of supply, CGST Rules r.49). Both sides see it before the manufacturer ships; the
// figures are the server's (OrderView.taxChange).
import type { OrderView } from '@granite/shared';
import { Info } from 'lucide-react';
import { Fragment } from 'react';
import { useLocale, useT } from '@/lib/i18n';
import { formatDay, formatMoney } from './format';
import { taxLines } from './tax-split';

export function TaxChangeNotice({ order }: { order: Pick<OrderView, 'taxChange' | 'currency'> }) {
  const t = useT();
  const locale = useLocale();
  const change = order.taxChange;
  if (!change) return null;
  const rate = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  const headline =
    change.reason === 'rate'
      ? t('GST rate changed from {from} % to {to} % on {date}; the invoice will charge {to} %.', {
          from: rate(change.fromRate),
          to: rate(change.toRate),
          date: change.effectiveFrom ? formatDay(change.effectiveFrom, locale) : '',
        })
      : t('The manufacturer charges no GST: the order ships with a bill of supply, without tax.');
  const lines =
    taxLines({
      ...change,
      cgst: null,
      sgst: null,
      igst: null,
      gstRate: change.toRate,
      currency: order.currency,
    }) ?? [];
  return (
    <div
      role="status"
      className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-granite-black"
    >
      <p className="flex items-start gap-2 font-medium">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>{headline}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 pl-6">
        {lines.map(([label, paise]) => (
          <Fragment key={label}>
            <dt className="text-stone-700">{label}</dt>
            <dd className="text-right tabular-nums">{formatMoney(paise, order.currency)}</dd>
          </Fragment>
        ))}
        <dt className="text-stone-700">{t('GST on the invoice')}</dt>
        <dd className="text-right tabular-nums">{formatMoney(change.gstPaise, order.currency)}</dd>
        <dt className="font-semibold">{t('Total on the invoice')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatMoney(change.totalPaise, order.currency)}
        </dd>
      </dl>
    </div>
  );
}
