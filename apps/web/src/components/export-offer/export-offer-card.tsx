// D47, D48: an export offer as both sides read it — the Incoterm with its place, the ports, the
// price per m² and per sq.ft, freight and insurance apart, the total and its ₹ value at the rate of
// the offer's date, the payment terms, and the container plan: a 20' and a 40' plan side by side,
// per container its bundles, slabs, m², net and gross kg and the headroom under the limit.
import {
  CONTAINER_LABELS,
  type ContainerPlanView,
  type Currency,
  EXPORT_BALANCE_LABELS,
  type ExportOfferView,
  INLAND_LEG_LABELS,
} from '@granite/shared';
import { formatDay, formatMoney } from '@/components/quote-lifecycle/format';
import { Badge } from '@/components/ui/badge';
import { useLocale, useT } from '@/lib/i18n';

const kg = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 1 });
const m2 = (value: number) =>
  value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function ExportOfferCard({ offer }: { offer: ExportOfferView }) {
  const t = useT();
  const locale = useLocale();
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency as Currency);
  const rows: [string, string][] = [
    [t('Incoterm'), `${offer.incotermPlace} (Incoterms 2020)`],
    ...(offer.portOfLoading
      ? [
          [t('Port of loading'), `${offer.portOfLoading.name} (${offer.portOfLoading.locode})`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(offer.portOfDischarge ? [[t('Port of discharge'), offer.portOfDischarge] as [string, string]] : []),
    [t('Destination'), `${offer.destinationCountryName} · ${t(INLAND_LEG_LABELS[offer.inlandLeg])}`],
    [
      t('Price'),
      t('{perM2} per m² ({perSqft} per sq.ft)', {
        perM2: money(offer.pricePerM2),
        perSqft: money(offer.pricePerSqft),
      }),
    ],
    [
      t('Goods'),
      t('{amount} for {area} m² ({sqft} sq.ft)', {
        amount: money(offer.goods),
        area: m2(offer.areaM2),
        sqft: offer.sqft.toLocaleString('en-IN', { maximumFractionDigits: 2 }),
      }),
    ],
    ...(offer.freight ? [[t('Freight'), money(offer.freight)] as [string, string]] : []),
    ...(offer.insurance ? [[t('Insurance'), money(offer.insurance)] as [string, string]] : []),
    [
      t('Total'),
      t('{total} · {perM2} per m² landed', { total: money(offer.total), perM2: money(offer.totalPerM2) }),
    ],
    [
      t('In rupees'),
      t('{inr} at ₹{rate} per {currency} (customs rate from {day})', {
        inr: money(offer.totalInr),
        rate: Number(offer.rate.inrPerUnit).toLocaleString('en-IN', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 4,
        }),
        currency: offer.currency,
        day: formatDay(offer.rate.effectiveFrom, locale),
      }),
    ],
    [
      t('Payment'),
      offer.advancePercent > 0
        ? t('{percent} % advance, {balance}', {
            percent: offer.advancePercent,
            balance: t(EXPORT_BALANCE_LABELS[offer.balanceTerms]).toLowerCase(),
          })
        : t(EXPORT_BALANCE_LABELS[offer.balanceTerms]),
    ],
    [
      t('Lead time and validity'),
      t('{days} days · valid until {day}', {
        days: offer.leadTimeDays,
        day: formatDay(offer.validUntil, locale),
      }),
    ],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium text-granite-black tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ContainerPlans plans={offer.plans} confirmed={offer.limitsConfirmed} />
    </div>
  );
}

export function ContainerPlans({ plans, confirmed }: { plans: ContainerPlanView[]; confirmed: boolean }) {
  const t = useT();
  return (
    <section aria-label={t('Container plan')} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-granite-black">{t('Container plan')}</h3>
        {!confirmed && (
          <Badge variant="warning">{t('Payload limit not yet confirmed by the marketplace')}</Badge>
        )}
      </div>
      <div className="grid gap-3">
        {plans.map((plan) => (
          <div key={plan.size} className="overflow-x-auto rounded-md border border-stone-200 p-3">
            <p className="text-sm font-semibold text-granite-black">
              {plan.ok && plan.totals
                ? t('{count} × {size} · up to {limit} kg each', {
                    count: plan.totals.containers,
                    size: CONTAINER_LABELS[plan.size],
                    limit: kg(plan.limitKg),
                  })
                : t('{size}: does not fit', { size: CONTAINER_LABELS[plan.size] })}
            </p>
            {!plan.ok && plan.refused && (
              <p className="mt-1 text-sm text-red-800">
                {t('Slab {slab} weighs {weight} kg with its bundle, over the {limit} kg limit.', {
                  slab: plan.refused.label,
                  weight: kg(plan.refused.grossKg),
                  limit: kg(plan.limitKg),
                })}
              </p>
            )}
            {plan.ok && (
              <table className="mt-2 w-full text-xs tabular-nums">
                <thead className="text-left text-stone-600">
                  <tr>
                    <th className="py-1 font-medium">{t('Container')}</th>
                    <th className="py-1 text-right font-medium">{t('Bundles')}</th>
                    <th className="py-1 text-right font-medium">{t('Slabs')}</th>
                    <th className="py-1 text-right font-medium">m²</th>
                    <th className="py-1 text-right font-medium">{t('Net kg')}</th>
                    <th className="py-1 text-right font-medium">{t('Gross kg')}</th>
                    <th className="py-1 text-right font-medium">{t('Headroom kg')}</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.containers.map((c) => (
                    <tr key={c.number} className="border-t border-stone-100">
                      <td className="py-1">#{c.number}</td>
                      <td className="py-1 text-right">{c.bundles.length}</td>
                      <td className="py-1 text-right">{c.slabs}</td>
                      <td className="py-1 text-right">{m2(c.areaM2)}</td>
                      <td className="py-1 text-right">{kg(c.netKg)}</td>
                      <td className="py-1 text-right">{kg(c.grossKg)}</td>
                      <td className="py-1 text-right">{kg(c.headroomKg)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
