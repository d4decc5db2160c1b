import { type QuoteRequestSummary, stateName } from '@granite/shared';
import type { ReactNode } from 'react';
import { slabCode } from '@/components/slabs/slab-text';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';
import { formatDay, sqft } from './format';

/** The buyer's request as written (D16), as a compact list of facts. */
export function RequestFacts({
  request,
  extra = [],
  className,
}: {
  request: QuoteRequestSummary;
  /** More rows after the request's own, e.g. the buyer's mobile for admins. */
  extra?: [string, ReactNode][];
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, ReactNode][] = [
    [t('Product'), request.productName],
    [t('Quantity'), sqft(request.quantitySqft, locale, request.quantityUnit)],
    // D34: the delivery's state decides the place of supply, unless the goods go to a consignee.
    [
      t('Delivery'),
      [
        `${request.deliveryCity} ${request.deliveryPin}`,
        request.deliveryState ? `, ${stateName(request.deliveryState, locale)}` : '',
        request.billToShipTo ? ` · ${t("to the buyer's consignee (bill to – ship to)")}` : '',
      ].join(''),
    ],
    // D34: whom the invoice is made out to — the buyer's business and GSTIN, or a person.
    ...(request.buyerCompany !== undefined
      ? [
          [
            t('Bill to'),
            request.buyerCompany
              ? `${request.buyerCompany}${request.buyerGstin ? ` · GSTIN ${request.buyerGstin}` : ''}`
              : t('A person, not registered for GST'),
          ] as [string, ReactNode],
        ]
      : []),
    // D33: the slabs the buyer ticked, by block and number, with their usable sq.ft.
    ...(request.requestedSlabs && request.requestedSlabs.length > 0
      ? [
          [
            t('Slabs asked for'),
            request.requestedSlabs
              .map((s) => `${slabCode(s.blockNumber, s.sequence)} (${s.usableSqft.toFixed(2)})`)
              .join(', '),
          ] as [string, ReactNode],
        ]
      : []),
    // Option values read from the options catalogue (D40); what the buyer typed stays as written.
    [t('Material quality'), t(request.materialQuality)],
    [t('Product type'), t(request.productType)],
    ...(request.thickness ? [[t('Thickness'), request.thickness] as [string, ReactNode]] : []),
    ...(request.slabSize ? [[t('Slab size'), request.slabSize] as [string, ReactNode]] : []),
    ...(request.tileSize ? [[t('Tile size'), request.tileSize] as [string, ReactNode]] : []),
    ...(request.finishType ? [[t('Finish'), t(request.finishType)] as [string, ReactNode]] : []),
    ...(request.neededBy
      ? [[t('Needed by'), formatDay(request.neededBy, locale)] as [string, ReactNode]]
      : []),
    // D39: the sample the buyer cites ("As per sample S-12 from block B-114 (lot 2)").
    ...(request.sampleCitation ? [[t('Sample'), request.sampleCitation] as [string, ReactNode]] : []),
    ...extra,
  ];
  return (
    <div className={className}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
            <dd className="mt-0.5 break-words text-granite-black">{value}</dd>
          </div>
        ))}
      </dl>
      {request.additionalNotes && (
        <div className={cn('mt-4 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm')}>
          <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t("Buyer's notes")}</p>
          <p className="mt-1 whitespace-pre-wrap text-stone-800">{request.additionalNotes}</p>
        </div>
      )}
    </div>
  );
}
