// D38: the buyer's dashboard tab "Requirements": each requirement with its status (open, full,
// expired, closed, hidden), its replies so far and the way to them on the quote sheet; an open one
// may be closed.
import {
  type BuyerRequirement,
  formatINR,
  REQUIREMENT_REPLY_SEATS,
  REQUIREMENT_STATUS_LABELS,
  unitLabel,
} from '@granite/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { PostRequirementLink } from '@/components/requirements/post-requirement-link';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { useCloseRequirement, useMyRequirements } from '@/lib/api/requirements';
import { cn } from '@/lib/cn';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const TONE: Record<BuyerRequirement['status'], string> = {
  open: 'border-success-200 bg-success-50 text-success-800',
  full: 'border-amber-200 bg-amber-50 text-amber-800',
  expired: 'border-stone-200 bg-stone-100 text-stone-700',
  closed: 'border-stone-200 bg-stone-100 text-stone-700',
  hidden: 'border-red-200 bg-red-50 text-red-800',
};

const days = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
  // D40: Hindi months in full, Latin digits.
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  }),
};

export function requirementTitle(
  r: Pick<BuyerRequirement, 'varietyName' | 'categoryName' | 'stone' | 'productType'>,
) {
  const stone = r.varietyName ?? r.categoryName ?? 'Granite';
  return `${stone} ${r.productType.toLowerCase()}${r.stone ? ` (${r.stone})` : ''}`;
}

export function MyRequirements() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useMyRequirements(page);
  const t = useT();
  if (isPending) return <p className="text-sm text-stone-600">{t('Loading...')}</p>;
  if (isError)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
        {t('Your requirements could not be loaded.')}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </p>
    );
  return (
    <div className="space-y-4">
      <PostRequirementLink lead={data.items.length ? t('Need another stone?') : t('No requirements yet.')} />
      {data.items.length > 0 && (
        <ul className="space-y-3" aria-label={t('My requirements')}>
          {data.items.map((r) => (
            <li key={r.id}>
              <RequirementCard requirement={r} />
            </li>
          ))}
        </ul>
      )}
      {data.totalPages > 1 && <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />}
    </div>
  );
}

function RequirementCard({ requirement: r }: { requirement: BuyerRequirement }) {
  const close = useCloseRequirement();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const day = days[locale];
  return (
    <article
      data-testid="requirement"
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs"
      aria-label={requirementTitle(r)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-granite-black">{requirementTitle(r)}</h3>
        <span
          data-testid="requirement-status"
          className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium', TONE[r.status])}
        >
          {t(REQUIREMENT_STATUS_LABELS[r.status])}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {r.quantitySqft.toLocaleString('en-IN')} {unitLabel('sqft', locale)}
        {r.finish ? `, ${r.finish}` : ''}
        {r.thickness ? `, ${r.thickness}` : ''} ·{' '}
        {t('delivered to {place}', { place: `${r.deliveryCity} ${r.deliveryPin}` })}
        {r.targetPricePaise !== null && (
          <> · {t('target {price} per sq.ft', { price: formatINR(r.targetPricePaise) })}</>
        )}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {t('{count} of {seats} replies', { count: r.replyCount, seats: REQUIREMENT_REPLY_SEATS })} ·{' '}
        {t('posted {day}', { day: day.format(new Date(r.createdAt)) })} ·{' '}
        {lastly(r.status, day.format(new Date(r.expiresAt)), t)}
      </p>
      {r.status === 'hidden' && r.hiddenReason && (
        <p
          data-testid="requirement-hidden-reason"
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm whitespace-pre-line break-words text-red-800"
        >
          {t('Hidden by the marketplace: {reason}', { reason: r.hiddenReason })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {r.replyCount > 0 && (
          <Link
            to={lp('/dashboard?tab=quotes')}
            className="inline-flex h-9 items-center rounded-md border border-stone-300 px-3 text-sm font-medium text-granite-black hover:bg-stone-50"
          >
            {t('See the quotes on your quote sheet')}
          </Link>
        )}
        {r.status === 'open' && (
          <Button
            variant="secondary"
            size="sm"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(r.id, {
                onSuccess: () => toast.success(t('Requirement closed')),
                onError: (e) => toast.error(isApiError(e) ? t(e.message) : t('Please try again.')),
              })
            }
          >
            {t('Close requirement')}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The end of a requirement's summary line: until when it takes replies, or why it no longer does. */
function lastly(status: string, expiry: string, t: ReturnType<typeof useT>): string {
  switch (status) {
    case 'open':
      return t('takes replies until {day}', { day: expiry });
    case 'expired':
      return t('expired {day}', { day: expiry });
    case 'full':
      return t('every seat taken, no more replies');
    case 'hidden':
      return t('hidden, no more replies');
    default:
      return t('closed, no more replies');
  }
}
