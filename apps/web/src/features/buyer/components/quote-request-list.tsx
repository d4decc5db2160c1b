import { type BuyerQuoteRequest, formatINR, quoteStatusBadge } from '@granite/shared';
import { FilePlus2, FileText, MapPin } from 'lucide-react';
import { useState } from 'react';
import { QuoteRequestDialog } from '@/components/quote-request-dialog';
import { Button } from '@/components/ui/button';
import { useMyQuoteRequests } from '@/lib/api/quotes';
import { cn } from '@/lib/cn';

/** Storefront 4: pending yellow, responded green, closed grey; unknown values show as pending. */
const TONE = {
  pending: 'border-amber-200 bg-amber-50 text-amber-800',
  responded: 'border-success-200 bg-success-50 text-success-800',
  closed: 'border-stone-200 bg-stone-100 text-stone-700',
} as const;

export function QuoteStatusBadge({ status }: { status: string }) {
  const badge = quoteStatusBadge(status);
  return (
    <span
      data-testid="quote-status"
      className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium', TONE[badge.tone])}
    >
      {badge.label}
    </span>
  );
}

const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Storefront 2.13 / 2.18: the buyer's own quote requests with a 'New Quote Request' modal. */
export function QuoteRequestList() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const { data, isPending, isError, refetch } = useMyQuoteRequests(page);

  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-heading" className="text-xl font-semibold">
          Quote Requests
        </h2>
        <Button onClick={() => setOpen(true)}>
          <FilePlus2 aria-hidden="true" />
          New Quote Request
        </Button>
      </div>
      {isPending ? (
        <p role="status" className="py-10 text-center text-stone-600">
          Loading...
        </p>
      ) : isError ? (
        <div className="py-10 text-center">
          <p>Your quote requests could not be loaded.</p>
          <Button variant="secondary" className="mt-3" onClick={() => refetch()}>
            Try again
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-white px-4 py-14 text-center">
          <FileText aria-hidden="true" className="size-10 text-stone-400" />
          <p className="mt-4 text-lg font-semibold">No Quote Requests</p>
          <p className="mt-1 text-stone-600">
            Ask manufacturers for a price and their answers will appear here.
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-3" data-testid="quote-requests">
            {data.items.map((q) => (
              <QuoteRequestItem key={q.id} quote={q} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <div className="flex items-center justify-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm text-stone-600">
                Page {data.page} of {data.totalPages}
              </span>
              <Button
                variant="secondary"
                disabled={page >= data.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </div>
          )}
        </>
      )}
      <QuoteRequestDialog target={{ kind: 'pick' }} open={open} onOpenChange={setOpen} />
    </section>
  );
}

function QuoteRequestItem({ quote }: { quote: BuyerQuoteRequest }) {
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4" data-testid="quote-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-granite-black">{quote.productName}</p>
          <p className="text-sm text-stone-600">{quote.vendorName}</p>
        </div>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">Quantity</dt>
          <dd className="tabular-nums">{quote.quantitySqft.toLocaleString('en-IN')} sq.ft</dd>
        </div>
        <div>
          <dt className="text-stone-500">Delivery</dt>
          <dd className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5 text-stone-500" />
            {quote.deliveryCity} {quote.deliveryPin}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Quality / type</dt>
          <dd>
            {quote.materialQuality}, {quote.productType}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Requested</dt>
          <dd>{dateFmt.format(new Date(quote.createdAt))}</dd>
        </div>
      </dl>
      {quote.additionalNotes && <p className="mt-2 text-sm text-stone-700">{quote.additionalNotes}</p>}
      {quote.response && (
        <div className="mt-3 rounded-md border border-success-200 bg-success-50 p-3 text-sm">
          <p className="font-semibold text-success-800">
            Manufacturer's response: {formatINR(quote.response.pricePaise)}/sq.ft
            {quote.response.validUntil && (
              <span className="font-normal">
                {' '}
                · valid until {dateFmt.format(new Date(`${quote.response.validUntil}T00:00:00`))}
              </span>
            )}
          </p>
          {quote.response.message && <p className="mt-1 text-stone-800">{quote.response.message}</p>}
        </div>
      )}
    </li>
  );
}
