import type { QuoteReplyView } from '@granite/shared';
import { stateName } from '@granite/shared';
import { useMemberName } from '@/components/firm/member-name';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';
import { formatDateTime, formatDay, formatMoney } from './format';
import { ReplyStatusBadge } from './status-badges';
import { taxLines, taxText, termsText } from './tax-split';

/** One revision of a reply: price, GST, freight, lead time, validity and the landed total (D17). */
export function ReplyCard({ reply, highlight = false }: { reply: QuoteReplyView; highlight?: boolean }) {
  const old = reply.status === 'superseded';
  const t = useT();
  const locale = useLocale();
  const memberName = useMemberName();
  return (
    <article
      className={cn(
        'rounded-lg border bg-white p-4',
        highlight ? 'border-copper-300 shadow-sm' : 'border-stone-200',
        old && 'bg-stone-50 text-stone-600',
      )}
      aria-label={t('Revision {revision}', { revision: reply.revision })}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-granite-black">
          {t('Revision {revision}', { revision: reply.revision })}
          <span className="ml-2 font-normal text-stone-500">{formatDateTime(reply.createdAt, locale)}</span>
        </p>
        <ReplyStatusBadge status={reply.status} />
      </header>
      {reply.by && (
        <p className="mt-1 text-xs text-stone-600" data-testid="replied-by">
          {t('Replied by {member}', { member: memberName(reply.by) })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span
          className={cn('text-2xl font-semibold tabular-nums', old ? 'text-stone-600' : 'text-granite-black')}
        >
          {formatMoney(reply.pricePaise, reply.currency)}
        </span>
        <span className="text-sm text-stone-600">
          {t('per sq.ft + {rate}% GST', { rate: reply.gstRate })}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-stone-500">{t('Freight')}</dt>
          <dd className="tabular-nums">
            {reply.exWorks ? t('Ex-works') : formatMoney(reply.freightPaise ?? 0, reply.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{t('Lead time')}</dt>
          <dd>{t('{days} days', { days: reply.leadTimeDays })}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{t('Valid until')}</dt>
          <dd>{formatDay(reply.validUntil, locale)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{t('Landed total')}</dt>
          <dd className="font-semibold tabular-nums text-granite-black">
            {formatMoney(reply.landed.totalPaise, reply.currency)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-500 tabular-nums">
        {t('{amount} goods', { amount: formatMoney(reply.landed.subtotalPaise, reply.currency) })}
        {reply.landed.freightPaise !== null &&
          ` + ${t('{amount} freight', { amount: formatMoney(reply.landed.freightPaise, reply.currency) })}`}{' '}
        +{' '}
        {taxLines(reply)
          ? taxText(reply, reply.landed.gstPaise)
          : `${formatMoney(reply.landed.gstPaise, reply.currency)} GST`}
      </p>
      {reply.balanceDue && (
        <p className="mt-1 text-xs text-stone-600">
          {termsText(reply, locale)}
          {reply.placeOfSupply &&
            ` · ${t('Place of supply: {place}', { place: stateName(reply.placeOfSupply, locale) })}`}
        </p>
      )}
      {reply.message && <p className="mt-3 text-sm whitespace-pre-wrap text-stone-800">{reply.message}</p>}
    </article>
  );
}

/** Every revision, newest first (D17: revisions are kept). */
export function ReplyHistory({ replies, empty }: { replies: QuoteReplyView[]; empty: string }) {
  if (replies.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <ol className="space-y-3">
      {replies.map((reply, i) => (
        <li key={reply.id}>
          <ReplyCard reply={reply} highlight={i === 0 && reply.status !== 'superseded'} />
        </li>
      ))}
    </ol>
  );
}
