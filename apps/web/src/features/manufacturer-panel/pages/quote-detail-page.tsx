import type { ManufacturerQuoteDetail } from '@granite/shared';
import { ArrowRight, PencilLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoadError, PageLoading } from '@/components/page-status';
import { formatDateTime, sqft } from '@/components/quote-lifecycle/format';
import { OrderSummary } from '@/components/quote-lifecycle/order-summary';
import { RequestFacts } from '@/components/quote-lifecycle/request-facts';
import { QuoteStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { QuoteThread } from '@/components/quote-thread/quote-thread';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import { routeIdFrom } from '@/lib/route-id';
import { useManufacturerQuote } from '../api/manufacturer-quotes';
import { OfferedSlabsList } from '../components/quote-reply/offered-slabs-list';
import { ReplyForm } from '../components/quote-reply/reply-form';
import { ReplyRevisions } from '../components/quote-reply/reply-revisions';
import { RequestedSlabsList } from '../components/quote-reply/requested-slabs-list';
import { sqftNumber } from '../lib/slab-format';

/** D17: one forwarded request: the buyer's details, the reply form with its revisions, the thread. */
export function ManufacturerQuoteDetailPage() {
  const id = routeIdFrom(useParams().id);
  const { data, isPending, isError, error, refetch } = useManufacturerQuote(id);
  const [revising, setRevising] = useState(false);

  if (isPending && id) return <PageLoading label="Loading the quote request" />;
  if (!id || (isError && isApiError(error) && error.status === 404)) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-2xl font-semibold">Quote request not found</h1>
        <p className="mt-2 text-stone-600">It may not have been forwarded to you.</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/vendor/quotes">Back to quote requests</Link>
        </Button>
      </div>
    );
  }
  if (isError || !data) return <PageLoadError subject="quote request" onRetry={() => void refetch()} />;

  const r = data.request;
  const current = data.replies.find((x) => x.status !== 'superseded');
  const requested = r.requestedSlabs ?? [];
  const asked =
    requested.length > 0
      ? `${requested.length} ${requested.length === 1 ? 'slab' : 'slabs'} (${sqftNumber(
          requested.reduce((sum, s) => sum + Math.round(s.usableSqft * 100), 0) / 100,
        )} sq.ft usable)`
      : sqft(r.quantitySqft);
  return (
    <>
      <PageHeader
        title={`Quote request #${r.id}`}
        description={`${r.customerName} asks for ${asked} of ${r.productName}, delivered to ${r.deliveryCity} ${r.deliveryPin}.`}
        breadcrumbs={[{ label: 'Quote Requests', to: '/vendor/quotes' }, { label: `#${r.id}` }]}
        variant="panel"
        actions={
          <QuoteStatusBadge
            status={r.status}
            label={r.status === 'forwarded' ? 'Needs your quote' : undefined}
          />
        }
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="The request">
            <p className="mb-4 text-sm text-stone-600">
              Received {formatDateTime(r.forwardedAt ?? r.createdAt)}
              {r.respondedAt && ` · first quote sent ${formatDateTime(r.respondedAt)}`}
            </p>
            <RequestFacts request={r} />
            {requested.length > 0 && (
              <RequestedSlabsList
                slabs={requested}
                heldForThisQuote={
                  new Set(
                    (current?.status === 'current' || current?.status === 'accepted'
                      ? (current.slabOffer?.slabs ?? [])
                      : []
                    ).flatMap((s) => (s.slabId === null ? [] : [s.slabId])),
                  )
                }
                className="mt-4"
              />
            )}
          </Panel>

          {data.order && (
            <Panel title="Order">
              <OrderSummary order={data.order} />
              {data.order.slabs && data.order.slabs.length > 0 && (
                <OfferedSlabsList
                  title="Slabs in this order"
                  slabs={data.order.slabs}
                  billsOn={data.order.billsOn ?? 'usable'}
                  billedSqft={data.order.billedSqft ?? 0}
                  className="mt-3"
                />
              )}
              <Button asChild variant="secondary" size="sm" className="mt-4">
                <Link to={`/vendor/orders?order=${data.order.id}`}>
                  Manage the order <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Panel>
          )}

          {!data.canReply && <ClosedNote detail={data} />}
          {data.canReply && (!current || revising) ? (
            <Panel title={current ? 'Revise your quote' : 'Your quote'}>
              <ReplyForm detail={data} current={current} onDone={() => setRevising(false)} />
            </Panel>
          ) : (
            <Panel
              title={`Your quote${data.replies.length > 1 ? ` (${data.replies.length} revisions)` : ''}`}
              action={
                data.canReply && (
                  <Button size="sm" variant="secondary" onClick={() => setRevising(true)}>
                    <PencilLine aria-hidden="true" />
                    Revise quote
                  </Button>
                )
              }
            >
              <ReplyRevisions replies={data.replies} empty="You have not sent a quote yet." />
            </Panel>
          )}
          {data.canReply && current && revising && (
            <Panel
              title={`Your quotes (${data.replies.length} ${data.replies.length === 1 ? 'revision' : 'revisions'})`}
            >
              <ReplyRevisions replies={data.replies} empty="You have not sent a quote yet." />
            </Panel>
          )}
        </div>

        <aside className="min-w-0" aria-label={`Messages with ${r.customerName}`}>
          <Panel title={`Messages with ${r.customerName}`}>
            <QuoteThread requestId={r.id} />
          </Panel>
        </aside>
      </div>
    </>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-granite-black">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function ClosedNote({ detail }: { detail: ManufacturerQuoteDetail }) {
  const r = detail.request;
  const text =
    r.status === 'accepted'
      ? 'The buyer accepted your quote. Their contact details are beside the messages; confirm the order on the Orders page.'
      : r.status === 'declined'
        ? `The buyer declined your quote${r.closeReason ? `: “${r.closeReason}”` : '.'}`
        : `This request is closed${r.closeReason ? `: ${r.closeReason}` : '.'}`;
  return <FormAlert tone="info">{text}</FormAlert>;
}
