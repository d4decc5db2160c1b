import { type ManufacturerQuoteDetail, unitLabel } from '@granite/shared';
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
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { routeIdFrom } from '@/lib/route-id';
import { useManufacturerQuote } from '../api/manufacturer-quotes';
import { ExportReplyPanel } from '../components/export-reply/export-reply-panel';
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
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();

  if (isPending && id) return <PageLoading label={t('Loading the quote request')} />;
  if (!id || (isError && isApiError(error) && error.status === 404)) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-2xl font-semibold">{t('Quote request not found')}</h1>
        <p className="mt-2 text-stone-600">{t('It may not have been forwarded to you.')}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={lp('/vendor/quotes')}>{t('Back to quote requests')}</Link>
        </Button>
      </div>
    );
  }
  if (isError || !data) return <PageLoadError subject={t('quote request')} onRetry={() => void refetch()} />;

  const r = data.request;
  // D46: the yard and accounts read the request; replies and the thread are the sellers' (owner,
  // manager, sales), and the server refuses them the rest.
  const sells = data.mayReply !== false;
  const replying = data.canReply && sells;
  const current = data.replies.find((x) => x.status !== 'superseded');
  const requested = r.requestedSlabs ?? [];
  const asked =
    requested.length > 0
      ? t('{count, plural, one {# slab} other {# slabs}} ({sqft} {unit} usable)', {
          count: requested.length,
          sqft: sqftNumber(requested.reduce((sum, s) => sum + Math.round(s.usableSqft * 100), 0) / 100),
          unit: unitLabel('sqft', locale),
        })
      : sqft(r.quantitySqft, locale, r.quantityUnit);
  return (
    <>
      <PageHeader
        title={t('Quote request #{id}', { id: r.id })}
        description={t('{buyer} asks for {asked} of {product}, delivered to {place}.', {
          buyer: r.customerName,
          asked,
          product: r.productName,
          place: `${r.deliveryCity} ${r.deliveryPin}`,
        })}
        breadcrumbs={[{ label: t('Quote Requests'), to: lp('/vendor/quotes') }, { label: `#${r.id}` }]}
        variant="panel"
        actions={
          <QuoteStatusBadge
            status={r.status}
            label={r.status === 'forwarded' ? t('Needs your quote') : undefined}
          />
        }
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Panel title={t('The request')}>
            <p className="mb-4 text-sm text-stone-600">
              {t('Received {when}', { when: formatDateTime(r.forwardedAt ?? r.createdAt, locale) })}
              {r.respondedAt &&
                ` · ${t('first quote sent {when}', { when: formatDateTime(r.respondedAt, locale) })}`}
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
            <Panel title={t('Order')}>
              <OrderSummary order={data.order} />
              {data.order.slabs && data.order.slabs.length > 0 && (
                <OfferedSlabsList
                  title={t('Slabs in this order')}
                  slabs={data.order.slabs}
                  billsOn={data.order.billsOn ?? 'usable'}
                  billedSqft={data.order.billedSqft ?? 0}
                  className="mt-3"
                />
              )}
              <Button asChild variant="secondary" size="sm" className="mt-4">
                <Link to={lp(`/vendor/orders?order=${data.order.id}`)}>
                  {t('Manage the order')} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Panel>
          )}

          {!data.canReply && <ClosedNote detail={data} />}
          {data.canReply && !sells && (
            <FormAlert tone="info">
              {t('Quotes and messages are answered by the owner, the manager or sales of your firm.')}
            </FormAlert>
          )}
          {replying && (!current || revising) ? (
            <Panel title={current ? t('Revise your quote') : t('Your quote')}>
              <ReplyForm detail={data} current={current} onDone={() => setRevising(false)} />
            </Panel>
          ) : (
            <Panel
              title={
                data.replies.length > 1
                  ? t('Your quote ({count} revisions)', { count: data.replies.length })
                  : t('Your quote')
              }
              action={
                replying && (
                  <Button size="sm" variant="secondary" onClick={() => setRevising(true)}>
                    <PencilLine aria-hidden="true" />
                    {t('Revise quote')}
                  </Button>
                )
              }
            >
              <ReplyRevisions replies={data.replies} empty={t('You have not sent a quote yet.')} />
            </Panel>
          )}
          {replying && current && revising && (
            <Panel
              title={t('Your quotes ({count, plural, one {# revision} other {# revisions}})', {
                count: data.replies.length,
              })}
            >
              <ReplyRevisions replies={data.replies} empty={t('You have not sent a quote yet.')} />
            </Panel>
          )}
          {/* D47, D48: a quote to a buyer abroad, with its container plan. */}
          {(replying || data.replies.some((reply) => reply.currency && reply.currency !== 'INR')) && (
            <Panel title={t('Export quote')}>
              <ExportReplyPanel detail={data} />
            </Panel>
          )}
        </div>

        {sells && (
          <aside className="min-w-0" aria-label={t('Messages with {buyer}', { buyer: r.customerName })}>
            <Panel title={t('Messages with {buyer}', { buyer: r.customerName })}>
              <QuoteThread requestId={r.id} />
            </Panel>
          </aside>
        )}
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
  const t = useT();
  const text =
    r.status === 'accepted'
      ? t(
          'The buyer accepted your quote. Their contact details are beside the messages; confirm the order on the Orders page.',
        )
      : r.status === 'declined'
        ? r.closeReason
          ? t('The buyer declined your quote: “{reason}”', { reason: r.closeReason })
          : t('The buyer declined your quote.')
        : r.closeReason
          ? t('This request is closed: {reason}', { reason: r.closeReason })
          : t('This request is closed.');
  return <FormAlert tone="info">{text}</FormAlert>;
}
