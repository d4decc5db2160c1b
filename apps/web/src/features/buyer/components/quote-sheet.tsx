import {
  type BuyerQuoteItem,
  DEFAULT_CURRENCY,
  type Language,
  landedPerSqftPaise,
  type ManufacturerReputation,
  type QuoteReplyView,
  unitLabel,
} from '@granite/shared';
import { Check, Clock, MessageSquareQuote, Star, Trophy, X } from 'lucide-react';
import { Fragment } from 'react';
import { formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { taxLines, taxText, termsText } from '@/components/quote-lifecycle/tax-split';
import { Button } from '@/components/ui/button';
import { OfferedSlabs, replyHold } from '@/features/buyer/components/offered-slabs';
import { cn } from '@/lib/cn';
import { formatReplyTime } from '@/lib/format';
import { msg, useLocale, useT } from '@/lib/i18n';

const dayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
// D40: Hindi months in full, Latin digits ("26 नवंबर 2026").
const hiDayFmt = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
});
export const formatDay = (day: string, language: Language = 'en') =>
  (language === 'hi' ? hiDayFmt : dayFmt).format(new Date(`${day}T00:00:00`));

/** D27's reply time ('3 h', '1 day 4 h'); on Hindi pages '3 घंटे', '1 दिन 4 घंटे' (D40). */
export function replyTime(minutes: number, language: Language): string {
  if (language === 'en') return formatReplyTime(minutes);
  if (minutes < 60) return `${Math.max(1, minutes)} मिनट`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} घंटे`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} दिन${rest ? ` ${rest} घंटे` : ''}`;
}

/** The reply a buyer can act on: the newest revision while it is current. */
export const liveReply = (item: BuyerQuoteItem): QuoteReplyView | undefined =>
  item.replies[0]?.status === 'current' ? item.replies[0] : undefined;

/** The reply the sheet shows: the newest revision (accepted, declined, expired … included). */
const shownReply = (item: BuyerQuoteItem): QuoteReplyView | undefined => item.replies[0];

/** Minutes from forwarding to the manufacturer's first reply on this request. */
function thisReplyMinutes(item: BuyerQuoteItem): number | null {
  const { forwardedAt, respondedAt } = item.request;
  if (!forwardedAt || !respondedAt) return null;
  return Math.max(0, Math.round((Date.parse(respondedAt) - Date.parse(forwardedAt)) / 60_000));
}

const REPLY_STATE: Record<string, { label: string; tone: string }> = {
  accepted: { label: msg('Accepted'), tone: 'text-success-800 bg-success-50 border-success-200' },
  declined: { label: msg('Declined'), tone: 'text-stone-700 bg-stone-100 border-stone-200' },
  expired: { label: msg('Expired'), tone: 'text-amber-800 bg-amber-50 border-amber-200' },
  not_chosen: { label: msg('Not chosen'), tone: 'text-stone-700 bg-stone-100 border-stone-200' },
};

/** What a row without a reply says, from the request's status. */
function waitingText(item: BuyerQuoteItem, t: ReturnType<typeof useT>): string {
  switch (item.request.status) {
    case 'pending':
      return t('Waiting to be forwarded to the manufacturer');
    case 'forwarded':
      return t('Waiting for the manufacturer’s quote');
    case 'closed':
      // The reason is the administrator's words, shown as written.
      return item.request.closeReason
        ? t('Closed: {reason}', { reason: item.request.closeReason })
        : t('Closed');
    default:
      return t('No quote');
  }
}

type SheetProps = {
  items: BuyerQuoteItem[];
  reputation: Map<number, ManufacturerReputation>;
  onAccept(item: BuyerQuoteItem, reply: QuoteReplyView): void;
  onDecline(item: BuyerQuoteItem, reply: QuoteReplyView): void;
};

/**
 * D17: the side-by-side quote sheet of one submission: per manufacturer the price per sq.ft,
 * the landed total (quantity × price + freight + GST) and what a sq.ft costs delivered, lead time,
 * validity and response time; the lowest landed price per sq.ft among the quotes that can still be
 * accepted is marked, and an offer of fewer sq.ft than asked is marked partial. A table from md up,
 * one card per manufacturer below. Under each reply, the manufacturer's message as the API gives it
 * (D30: contact details masked until the buyer accepts).
 */
export function QuoteSheet({ items, reputation, onAccept, onDecline }: SheetProps) {
  const t = useT();
  const locale = useLocale();
  // ADR 016, D47: the price column names the offers' currency (an export offer is in USD, EUR, GBP or
  // AED, not ₹); offers in several currencies each show their own, under "Price".
  const currencies = new Set(
    items.flatMap((i) => {
      const shown = shownReply(i);
      return shown ? [shown.currency ?? DEFAULT_CURRENCY] : [];
    }),
  );
  const priceUnit = `${currencies.size === 1 ? currencySign([...currencies][0]!) : t('Price')} / ${unitLabel('sqft', locale)}`;
  // D17: offers for different quantities compare on what a sq.ft costs delivered, not on totals.
  const perSqft = new Map(
    items.flatMap((i) => {
      const r = liveReply(i);
      const cost = r ? landedPerSqftPaise(r.landed.totalPaise, quantityOf(i, r)) : null;
      return cost === null ? [] : [[i, cost] as const];
    }),
  );
  const lowest = perSqft.size > 1 ? Math.min(...perSqft.values()) : undefined;
  const decided = items.some((i) => i.request.status === 'accepted');

  const rows = items.map((item) => {
    const reply = shownReply(item);
    return {
      item,
      reply,
      live: liveReply(item),
      isLowest: reply !== undefined && lowest !== undefined && perSqft.get(item) === lowest,
      rep: item.request.vendorId ? reputation.get(item.request.vendorId) : undefined,
    };
  });

  return (
    <div data-testid="quote-sheet">
      {/* md and up: the manufacturers side by side as rows of one table. */}
      <div className="hidden overflow-hidden rounded-lg border border-stone-200 md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('Quotes received, with landed totals')}</caption>
          <thead className="bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                {t('Manufacturer')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {priceUnit}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('Landed total')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('Lead time')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('Valid until')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('Response time')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                <span className="sr-only">{t('Decision')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map(({ item, reply, live: canDecide, isLowest, rep }) => (
              <Fragment key={item.request.id}>
                <tr
                  data-testid="quote-sheet-row"
                  data-lowest={isLowest || undefined}
                  className={cn(
                    'align-top',
                    isLowest && 'bg-success-50/60',
                    (reply?.message || reply?.slabOffer) && 'border-b-0',
                  )}
                >
                  <th scope="row" className="px-3 py-3 text-left font-medium">
                    <ManufacturerCell item={item} rep={rep} isLowest={isLowest} />
                  </th>
                  {reply ? (
                    <>
                      <td className="px-3 py-3 text-right tabular-nums">
                        {formatMoneyTrimmed(reply.pricePaise, reply.currency)}
                        {reply.aboveTarget && <AboveTarget />}
                      </td>
                      <td className="px-3 py-3 text-right">
                        <Landed
                          reply={reply}
                          quantity={quantityOf(item, reply)}
                          asked={item.request.quantitySqft}
                        />
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap">{leadTime(reply.leadTimeDays, t)}</td>
                      <td className="px-3 py-3 whitespace-nowrap">{formatDay(reply.validUntil, locale)}</td>
                      <td className="px-3 py-3">
                        <ResponseTime item={item} rep={rep} />
                      </td>
                      <td className="px-3 py-3 text-right">
                        <Decision
                          item={item}
                          reply={reply}
                          canDecide={Boolean(canDecide) && !decided}
                          onAccept={onAccept}
                          onDecline={onDecline}
                        />
                      </td>
                    </>
                  ) : (
                    <td colSpan={6} className="px-3 py-3 text-stone-600">
                      {waitingText(item, t)}
                    </td>
                  )}
                </tr>
                {reply?.slabOffer && (
                  <tr className={cn(isLowest && 'bg-success-50/60', reply.message && 'border-b-0')}>
                    <td colSpan={7} className="px-3 pt-0 pb-3">
                      <SlabOfferOf reply={reply} />
                    </td>
                  </tr>
                )}
                {reply?.message && (
                  <tr className={cn(isLowest && 'bg-success-50/60')}>
                    <td colSpan={7} className="px-3 pt-0 pb-3">
                      <ReplyMessage message={reply.message} vendorName={item.request.vendorName} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per manufacturer, the same figures in the same order. */}
      <ul className="space-y-3 md:hidden">
        {rows.map(({ item, reply, live: canDecide, isLowest, rep }) => (
          <li
            key={item.request.id}
            data-testid="quote-sheet-card"
            data-lowest={isLowest || undefined}
            className={cn(
              'rounded-lg border bg-white p-3',
              isLowest ? 'border-success-200 bg-success-50/60' : 'border-stone-200',
            )}
          >
            <ManufacturerCell item={item} rep={rep} isLowest={isLowest} />
            {reply ? (
              <>
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-stone-500">{priceUnit}</dt>
                    <dd className="tabular-nums">
                      {formatMoneyTrimmed(reply.pricePaise, reply.currency)}
                      {reply.aboveTarget && <AboveTarget />}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-stone-500">{t('Landed total')}</dt>
                    <dd>
                      <Landed
                        reply={reply}
                        quantity={quantityOf(item, reply)}
                        asked={item.request.quantitySqft}
                        align="left"
                      />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-stone-500">{t('Lead time')}</dt>
                    <dd>{leadTime(reply.leadTimeDays, t)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-stone-500">{t('Valid until')}</dt>
                    <dd>{formatDay(reply.validUntil, locale)}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-stone-500">{t('Response time')}</dt>
                    <dd>
                      <ResponseTime item={item} rep={rep} />
                    </dd>
                  </div>
                </dl>
                {reply.slabOffer && <SlabOfferOf reply={reply} className="mt-3" />}
                {reply.message && (
                  <div className="mt-3">
                    <ReplyMessage message={reply.message} vendorName={item.request.vendorName} />
                  </div>
                )}
                <div className="mt-3">
                  <Decision
                    item={item}
                    reply={reply}
                    canDecide={Boolean(canDecide) && !decided}
                    onAccept={onAccept}
                    onDecline={onDecline}
                    stretch
                  />
                </div>
              </>
            ) : (
              <p className="mt-2 text-sm text-stone-600">{waitingText(item, t)}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** D33: a slab quote is priced on its slabs' billed sq.ft, not on the quantity typed in the request. */
const quantityOf = (item: BuyerQuoteItem, reply: QuoteReplyView) =>
  reply.slabOffer?.billedSqft ?? item.request.quantitySqft;

/** D32, D33: the slabs a reply offers, and whether they are still held for this buyer. */
/** D38: a reply to the buyer's open requirement priced above the target price they gave. */
export function AboveTarget() {
  const t = useT();
  return (
    <span className="mt-1 block w-fit rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
      {t('Above your target price')}
    </span>
  );
}

export function SlabOfferOf({ reply, className }: { reply: QuoteReplyView; className?: string }) {
  const offer = reply.slabOffer;
  const t = useT();
  if (!offer) return null;
  return (
    <OfferedSlabs
      slabs={offer.slabs}
      billsOn={offer.billsOn}
      billedSqft={offer.billedSqft}
      title={t('Slabs offered')}
      headingLevel="h5"
      hold={replyHold(reply)}
      className={className}
    />
  );
}

/** D17, D30: the manufacturer's message with its reply (masked by the server until acceptance). */
function ReplyMessage({ message, vendorName: manufacturerName }: { message: string; vendorName: string }) {
  const t = useT();
  return (
    <figure
      data-testid="reply-message"
      className="flex gap-2 rounded-md border border-stone-200 bg-white/70 px-3 py-2 text-sm"
    >
      <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
      <div className="min-w-0">
        <figcaption className="text-xs font-medium text-stone-500">
          {t('Message from {name}', { name: manufacturerName })}
        </figcaption>
        <blockquote className="mt-0.5 break-words whitespace-pre-wrap text-stone-800">{message}</blockquote>
      </div>
    </figure>
  );
}

const leadTime = (days: number, t: ReturnType<typeof useT>) =>
  days === 0 ? t('From stock') : t('{days, plural, one {# day} other {# days}}', { days });

function ManufacturerCell({
  item,
  rep,
  isLowest,
}: {
  item: BuyerQuoteItem;
  rep: ManufacturerReputation | undefined;
  isLowest: boolean;
}) {
  const t = useT();
  return (
    <div className="min-w-0">
      <p className="font-semibold text-granite-black">{item.request.vendorName}</p>
      <p className="text-xs font-normal text-stone-600">{item.request.productName}</p>
      {item.request.sampleCitation && (
        <p className="text-xs font-normal text-stone-600">{item.request.sampleCitation}</p>
      )}
      {rep?.rating && (
        <p className="mt-0.5 flex items-center gap-1 text-xs font-normal text-stone-700">
          <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
          {rep.rating.average.toFixed(1)}
          <span className="text-stone-500">
            ({t('{count, plural, one {# review} other {# reviews}}', { count: rep.rating.count })})
          </span>
        </p>
      )}
      {isLowest && (
        <span
          data-testid="lowest-landed"
          className="mt-1 inline-flex items-center gap-1 rounded-full border border-success-200 bg-white px-2 py-0.5 text-xs font-semibold text-success-800"
        >
          <Trophy aria-hidden="true" className="size-3" />
          {t('Lowest landed price per sq.ft')}
        </span>
      )}
    </div>
  );
}

/**
 * The landed total with its parts: quantity × price, freight (or ex-works), GST — as CGST + SGST or
 * IGST by place of supply (D34) — and the payment terms (D36).
 */
function Landed({
  reply,
  quantity,
  asked,
  align = 'right',
}: {
  reply: QuoteReplyView;
  quantity: number;
  /** The sq.ft the request asked for: an offer of fewer is marked partial. */
  asked: number;
  align?: 'left' | 'right';
}) {
  const l = reply.landed;
  const t = useT();
  const locale = useLocale();
  const perSqft = landedPerSqftPaise(l.totalPaise, quantity);
  const sqft = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return (
    <div className={align === 'right' ? 'text-right' : 'text-left'}>
      <p className="font-semibold tabular-nums" data-testid="landed-total">
        {formatMoneyTrimmed(l.totalPaise, reply.currency)}
      </p>
      {perSqft !== null && (
        <p className="text-xs font-medium text-stone-700 tabular-nums" data-testid="landed-per-sqft">
          {t('{amount} per sq.ft delivered', {
            amount: formatMoneyTrimmed(Math.round(perSqft), reply.currency),
          })}
        </p>
      )}
      {quantity < asked && (
        <p className="text-xs font-semibold text-amber-800" data-testid="partial-offer">
          {t('Partial offer: {offered} of {asked} sq.ft', { offered: sqft(quantity), asked: sqft(asked) })}
        </p>
      )}
      <p className="text-xs text-stone-500 tabular-nums">
        {quantity.toLocaleString('en-IN')} × {formatMoneyTrimmed(reply.pricePaise, reply.currency)} ={' '}
        {formatMoneyTrimmed(l.subtotalPaise, reply.currency)}
      </p>
      <p className="text-xs text-stone-500 tabular-nums" data-testid="tax-split">
        {reply.exWorks
          ? t('Ex-works (no freight)')
          : t('Freight {amount}', { amount: formatMoneyTrimmed(l.freightPaise ?? 0, reply.currency) })}{' '}
        ·{' '}
        {taxLines(reply)
          ? taxText(reply, l.gstPaise)
          : `GST ${reply.gstRate}% ${formatMoneyTrimmed(l.gstPaise, reply.currency)}`}
      </p>
      {reply.balanceDue && (
        <p className="text-xs text-stone-600" data-testid="payment-terms">
          {termsText(reply, locale)}
        </p>
      )}
    </div>
  );
}

/** This request's reply time, and the manufacturer's D27 figures when they exist. */
function ResponseTime({ item, rep }: { item: BuyerQuoteItem; rep: ManufacturerReputation | undefined }) {
  const minutes = thisReplyMinutes(item);
  const stats = rep?.responseStats;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="text-sm">
      {minutes !== null && (
        <p className="flex items-center gap-1 whitespace-nowrap">
          <Clock aria-hidden="true" className="size-3.5 text-stone-500" />
          {t('Replied in {time}', { time: replyTime(minutes, locale) })}
        </p>
      )}
      {stats && (
        <p className="text-xs text-stone-500">
          {stats.medianReplyMinutes !== null && (
            <>{t('Usually {time}', { time: replyTime(stats.medianReplyMinutes, locale) })} · </>
          )}
          {t('{rate}% answered within 48 h', { rate: stats.responseRate })}
        </p>
      )}
    </div>
  );
}

function Decision({
  item,
  reply,
  canDecide,
  onAccept,
  onDecline,
  stretch = false,
}: {
  item: BuyerQuoteItem;
  reply: QuoteReplyView;
  canDecide: boolean;
  onAccept: SheetProps['onAccept'];
  onDecline: SheetProps['onDecline'];
  stretch?: boolean;
}) {
  const t = useT();
  if (canDecide) {
    return (
      <div className={cn('flex gap-2', stretch ? 'w-full [&>*]:flex-1' : 'justify-end')}>
        <Button size="sm" variant="secondary" onClick={() => onDecline(item, reply)}>
          <X aria-hidden="true" />
          {t('Decline')}
        </Button>
        <Button size="sm" onClick={() => onAccept(item, reply)}>
          <Check aria-hidden="true" />
          {t('Accept')}
        </Button>
      </div>
    );
  }
  const state = REPLY_STATE[reply.status];
  if (!state) return null;
  return (
    <span
      className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium', state.tone)}
      data-testid="reply-state"
    >
      {t(state.label)}
    </span>
  );
}

/** The sign of a currency as prices are written ("₹", "€", "$", "£"; the code where it has none). */
function currencySign(currency: string): string {
  return (
    new Intl.NumberFormat('en-IN', { style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}
