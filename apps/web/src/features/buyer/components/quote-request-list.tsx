import {
  type BuyerQuoteGroup,
  type BuyerQuoteItem,
  formatDay as formatDate,
  formatINR,
  type ManufacturerReputation,
  QUOTE_LIFECYCLE_MESSAGES,
  type QuoteReplyView,
  quoteStatusBadge,
  unitLabel,
} from '@granite/shared';
import { ChevronDown, FilePlus2, FileText, MapPin, MessageSquare, Package } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotificationPreferencesSection } from '@/components/notifications/notification-preferences';
import { formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { QuoteRequestDialog } from '@/components/quote-request-dialog';
import { QuoteThread } from '@/components/quote-thread/quote-thread';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { msg, useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAcceptReply, useDeclineReply, useQuoteBoard, useReputation } from '../api/quote-board';
import { ExportOffers } from './export-offers';
import { OrderPanel } from './order-panel';
import { formatDay, QuoteSheet } from './quote-sheet';
import { StatusTimeline } from './status-timeline';

/** Storefront 4: pending yellow, responded green, closed grey; unknown values show as pending. */
const TONE = {
  pending: 'border-amber-200 bg-amber-50 text-amber-800',
  responded: 'border-success-200 bg-success-50 text-success-800',
  closed: 'border-stone-200 bg-stone-100 text-stone-700',
} as const;

export function QuoteStatusBadge({ status }: { status: string }) {
  const t = useT();
  const badge =
    status === 'forwarded' ? { label: 'Forwarded', tone: 'pending' as const } : quoteStatusBadge(status);
  return (
    <span
      data-testid="quote-status"
      className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium', TONE[badge.tone])}
    >
      {t(badge.label)}
    </span>
  );
}

/** The order chip beside a request (D18): its status in words; the stored value never changes. */
const ORDER_CHIP: Record<string, string> = {
  pending: msg('Order pending'),
  confirmed: msg('Order confirmed'),
  shipped: msg('Order shipped'),
  delivered: msg('Order delivered'),
  cancelled: msg('Order cancelled'),
};

type Decision = { kind: 'accept' | 'decline'; item: BuyerQuoteItem; reply: QuoteReplyView };

/**
 * Storefront 2.13 / 2.18 and D17: the buyer's requests by submission. Each shows its quote
 * sheet (a side-by-side comparison for a multi-manufacturer request), and per manufacturer the
 * status timeline, every revision of the reply, the message thread, the order with its times and
 * the review once delivered. A 'New Quote Request' modal; empty state 'No Quote Requests'.
 */
export function QuoteRequestList() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { data, isPending, isError, refetch } = useQuoteBoard(page);
  const t = useT();
  const manufacturerIds = useMemo(
    () =>
      data?.items.flatMap((g) => g.items.flatMap((i) => (i.request.vendorId ? [i.request.vendorId] : []))) ??
      [],
    [data],
  );
  const reputation = useReputation(manufacturerIds);
  const repMap = useMemo(
    () => new Map((reputation.data?.items ?? []).map((r) => [r.vendorId, r] as const)),
    [reputation.data],
  );

  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-heading" className="text-xl font-semibold">
          {t('Quote Requests')}
        </h2>
        <Button onClick={() => setOpen(true)}>
          <FilePlus2 aria-hidden="true" />
          {t('New Quote Request')}
        </Button>
      </div>
      {isPending ? (
        <p role="status" className="py-10 text-center text-stone-600">
          {t('Loading...')}
        </p>
      ) : isError ? (
        <div className="py-10 text-center">
          <p>{t('Your quote requests could not be loaded.')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-white px-4 py-14 text-center">
          <FileText aria-hidden="true" className="size-10 text-stone-400" />
          <p className="mt-4 text-lg font-semibold">{t('No Quote Requests')}</p>
          <p className="mt-1 text-stone-600">
            {t('Ask manufacturers for a price and their answers will appear here.')}
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-5" data-testid="quote-requests">
            {data.items.map((g) => (
              <QuoteGroupCard key={g.key} group={g} reputation={repMap} onDecide={setDecision} />
            ))}
          </ul>
          <Pager page={data.page} pages={data.totalPages} onPage={setPage} />
        </>
      )}
      <NotificationPreferencesSection className="mt-8" />
      <QuoteRequestDialog target={{ kind: 'pick' }} open={open} onOpenChange={setOpen} />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}

function QuoteGroupCard({
  group,
  reputation,
  onDecide,
}: {
  group: BuyerQuoteGroup;
  reputation: Map<number, ManufacturerReputation>;
  onDecide(d: Decision): void;
}) {
  const first = group.items[0]!.request;
  const multi = group.items.length > 1;
  const replies = group.items.filter((i) => i.replies.length > 0).length;
  const t = useT();
  const locale = useLocale();
  return (
    <li
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xs"
      data-testid="quote-group"
    >
      <div className="border-b border-stone-100 px-4 py-4 sm:px-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-copper-700 uppercase">
              {multi ? t('Sent to {count} manufacturers', { count: group.items.length }) : t('Quote request')}{' '}
              · #{first.id}
              {multi && `–${group.items[group.items.length - 1]!.request.id}`}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-granite-black">
              {/* D38: a requirement's replies are titled by the stone asked for, not a product's name. */}
              {group.requirement
                ? t('Your requirement: {stone}', { stone: group.requirement.stone })
                : multi
                  ? locale === 'hi'
                    ? `${t(first.materialQuality)} ${t(first.productType)}`
                    : `${first.materialQuality} ${first.productType.toLowerCase()}`
                  : first.productName}
            </h3>
          </div>
          {multi && (
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
              {t('{replies} of {count} replied', { replies, count: group.items.length })}
            </span>
          )}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-stone-500">{t('Quantity')}</dt>
            <dd className="tabular-nums">
              {first.quantitySqft.toLocaleString('en-IN')} {unitLabel('sqft', locale)}
              {/* D33: a request for chosen slabs: its quantity is theirs. */}
              {first.requestedSlabs && first.requestedSlabs.length > 0 && (
                <span className="text-stone-600">
                  {' '}
                  (
                  {t('{count, plural, one {# slab} other {# slabs}}', {
                    count: first.requestedSlabs.length,
                  })}
                  )
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('Delivery')}</dt>
            <dd className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 text-stone-500" />
              {first.deliveryCity} {first.deliveryPin}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('Quality / type')}</dt>
            <dd>
              {t(first.materialQuality)}, {t(first.productType)}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('Requested')}</dt>
            <dd>{formatDate(group.createdAt, locale)}</dd>
          </div>
        </dl>
      </div>

      {replies > 0 && (
        <div className="px-4 pt-4 sm:px-5">
          <h4 className="mb-2 text-sm font-semibold text-granite-black">
            {multi ? t('Quote sheet') : t('Quote')}
          </h4>
          <QuoteSheet
            items={group.items}
            reputation={reputation}
            onAccept={(item, reply) => onDecide({ kind: 'accept', item, reply })}
            onDecline={(item, reply) => onDecide({ kind: 'decline', item, reply })}
          />
        </div>
      )}
      {/* D47, D48: offers in a foreign currency, compared on landed cost per m², with their plans. */}
      {replies > 0 && <ExportOffers items={group.items} />}

      <ul className="divide-y divide-stone-100">
        {group.items.map((item) => (
          <QuoteItemDetails key={item.request.id} item={item} multi={multi} />
        ))}
      </ul>
    </li>
  );
}

/** One manufacturer's request: status, timeline, revisions, messages, order and review. */
function QuoteItemDetails({ item, multi }: { item: BuyerQuoteItem; multi: boolean }) {
  const [params] = useSearchParams();
  const linked = params.get('request') === String(item.request.id);
  const [open, setOpen] = useState(linked);
  const [thread, setThread] = useState(linked);
  const q = item.request;
  const id = `quote-${q.id}`;
  const t = useT();

  useEffect(() => {
    if (linked) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [linked, id]);

  return (
    <li id={id} className="scroll-mt-24 px-4 py-3 sm:px-5" data-testid="quote-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 items-center gap-2 rounded-md text-left"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-stone-500 transition-transform', open && 'rotate-180')}
          />
          <span className="min-w-0">
            <span className="block font-medium text-granite-black">{q.vendorName}</span>
            {multi && <span className="block text-xs text-stone-600">{q.productName}</span>}
          </span>
        </button>
        <div className="flex items-center gap-2">
          {item.unreadMessages > 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-copper-700 px-2 py-0.5 text-xs font-semibold text-white">
              <MessageSquare aria-hidden="true" className="size-3" />
              {t('{count} new', { count: item.unreadMessages })}
            </span>
          )}
          {item.order && (
            <span className="inline-flex items-center gap-1 rounded-full border border-stone-200 px-2 py-0.5 text-xs font-medium text-stone-700">
              <Package aria-hidden="true" className="size-3" />
              {t(ORDER_CHIP[item.order.status] ?? 'Order {status}', { status: item.order.status })}
            </span>
          )}
          <QuoteStatusBadge status={q.status} />
        </div>
      </div>
      {q.additionalNotes && <p className="mt-1 ml-6 text-sm text-stone-700">{q.additionalNotes}</p>}

      {open && (
        <div
          id={`${id}-details`}
          className="mt-4 ml-0 grid gap-6 sm:ml-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
        >
          <div className="space-y-5">
            <StatusTimeline item={item} />
            {item.replies.length > 1 && <Revisions replies={item.replies} />}
          </div>
          <div className="space-y-5">
            {item.order && <OrderPanel item={item} />}
            {q.status !== 'pending' && (
              <div>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold">
                    {t('Messages with {name}', { name: q.vendorName })}
                  </h4>
                  {!thread && (
                    <Button size="sm" variant="secondary" onClick={() => setThread(true)}>
                      <MessageSquare aria-hidden="true" />
                      {t('Open messages')}
                    </Button>
                  )}
                </div>
                {thread && <QuoteThread requestId={q.id} />}
              </div>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/** D17: a manufacturer may revise a reply until it is accepted; each revision is kept. */
function Revisions({ replies }: { replies: QuoteReplyView[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold">{t('Revisions')}</h4>
      <ol className="space-y-1.5 text-sm">
        {replies.map((r) => (
          <li
            key={r.id}
            className={cn('flex flex-wrap gap-x-2', r.status === 'superseded' && 'text-stone-500')}
          >
            <span className="font-medium">{t('Revision {revision}', { revision: r.revision })}</span>
            <span className="tabular-nums">
              {formatMoneyTrimmed(r.pricePaise, r.currency)}/{unitLabel('sqft', locale)}
            </span>
            <span className="tabular-nums">
              {t('landed {amount}', { amount: formatMoneyTrimmed(r.landed.totalPaise, r.currency) })}
            </span>
            <span>{t('valid until {day}', { day: formatDay(r.validUntil, locale) })}</span>
            {r.status === 'superseded' && <span>{t('(replaced)')}</span>}
            {/* Each revision's note; the newest one's shows on the quote sheet (masked before acceptance, D30). */}
            {r.status === 'superseded' && r.message && (
              <span className="basis-full text-stone-600">“{r.message}”</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Accept or decline after a confirmation that says what will happen (D17). */
function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose(): void }) {
  const accept = useAcceptReply();
  const decline = useDeclineReply();
  const [reason, setReason] = useState('');
  const busy = accept.isPending || decline.isPending;
  const d = decision;
  const t = useT();
  const locale = useLocale();

  const fail = (err: unknown) => {
    toast.error(t('Error'), { description: isApiError(err) ? t(err.message) : t('Please try again.') });
    onClose();
  };
  const confirm = () => {
    if (!d) return;
    if (d.kind === 'accept') {
      accept.mutate(d.reply.id, {
        onSuccess: () => {
          toast.success(t('Quote accepted'), { description: t(QUOTE_LIFECYCLE_MESSAGES.accepted) });
          onClose();
        },
        onError: fail,
      });
    } else {
      decline.mutate(
        { replyId: d.reply.id, reason: reason.trim() || undefined },
        {
          onSuccess: () => {
            toast.success(t(QUOTE_LIFECYCLE_MESSAGES.declined));
            setReason('');
            onClose();
          },
          onError: fail,
        },
      );
    }
  };

  return (
    <Dialog open={d !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      {d && (
        <DialogContent
          title={d.kind === 'accept' ? t('Accept this quote?') : t('Decline this quote?')}
          description={
            d.kind === 'accept'
              ? t(
                  '{name} will be asked to confirm your order. Any other quotes for this request will be marked not chosen.',
                  { name: d.item.request.vendorName },
                )
              : t('{name} will be told that you declined their quote.', { name: d.item.request.vendorName })
          }
          footer={
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {t('Cancel')}
              </Button>
              <Button
                variant={d.kind === 'accept' ? 'primary' : 'danger'}
                onClick={confirm}
                disabled={busy}
                data-testid="confirm-decision"
              >
                {busy ? t('Saving...') : d.kind === 'accept' ? t('Accept quote') : t('Decline quote')}
              </Button>
            </div>
          }
        >
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-stone-500">{t('Price')}</dt>
              <dd className="font-medium tabular-nums">
                {formatINR(d.reply.pricePaise)} / {unitLabel('sqft', locale)}
              </dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('Landed total')}</dt>
              <dd className="font-semibold tabular-nums">{formatINR(d.reply.landed.totalPaise)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('Lead time')}</dt>
              <dd>{t('{days} days', { days: d.reply.leadTimeDays })}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('Valid until')}</dt>
              <dd>{formatDay(d.reply.validUntil, locale)}</dd>
            </div>
          </dl>
          {d.kind === 'decline' && (
            <Field label={t('Reason')} markOptional className="mt-4">
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder={t('For example: the lead time is too long for our site')}
                />
              )}
            </Field>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
