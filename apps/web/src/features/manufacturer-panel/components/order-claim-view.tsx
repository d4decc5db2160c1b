// D37, D42: the manufacturer's view of a buyer's quality claim on an order — what the buyer wrote,
// the photos they sent (each opens at full size), when, and where it stands: open while the
// marketplace decides, or closed with its outcome, the credit note or replacement challan it issued
// and the administrator's note. The manufacturer answers the buyer in the quote's messages.
import { CLAIM_OUTCOME_LABELS, type OrderView } from '@granite/shared';
import { Link } from 'react-router';
import { formatDateTime } from '@/components/quote-lifecycle/format';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';

export function OrderClaimView({ order }: { order: OrderView }) {
  const claim = order.claim ?? null;
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  if (!claim) return null;
  const open = claim.status === 'open';
  return (
    <section
      aria-labelledby={`order-claim-${order.id}`}
      data-testid="manufacturer-order-claim"
      className={`space-y-3 rounded-md border p-4 ${open ? 'border-amber-300 bg-amber-50' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`order-claim-${order.id}`} className="text-sm font-semibold">
          {t('Quality claim')}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            open ? 'bg-amber-200 text-amber-950' : 'bg-stone-200 text-stone-800'
          }`}
        >
          {open ? t('Open, the marketplace decides') : t('Closed')}
        </span>
      </div>
      <p className="text-xs text-stone-600">
        {t('Raised by the buyer {when}', { when: formatDateTime(claim.createdAt, locale) })}
      </p>
      <blockquote className="border-l-2 border-stone-300 pl-3 text-sm whitespace-pre-line text-granite-black">
        {claim.description}
      </blockquote>
      {claim.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t('Photos from the buyer')}>
          {claim.photos.map((p, i) => (
            <li key={p.id}>
              <a
                href={p.url}
                target="_blank"
                rel="noopener"
                className="block overflow-hidden rounded-md ring-copper-700 focus-visible:ring-2"
              >
                <img
                  src={p.url}
                  srcSet={p.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
                  sizes="8rem"
                  alt={t('Photo {n} from the buyer, opens at full size', { n: i + 1 })}
                  width={p.width}
                  height={p.height}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t('The buyer sent no photos.')}</p>
      )}
      {open ? (
        <p className="text-sm text-stone-700">
          {t(
            'Answer the buyer in the messages with your own photos or an offer; an administrator of the marketplace closes the claim.',
          )}{' '}
          <Link className="text-copper-800 underline" to={lp(`/vendor/quotes/${order.quoteRequestId}`)}>
            {t('Open the messages')}
          </Link>
        </p>
      ) : (
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
          <dt className="text-stone-500">{t('Outcome')}</dt>
          <dd className="font-medium">
            {claim.outcome ? t(CLAIM_OUTCOME_LABELS[claim.outcome]) : '—'}
            {claim.documentNumber ? ` (${claim.documentNumber})` : ''}
          </dd>
          {claim.outcomeNote && (
            <>
              <dt className="text-stone-500">{t('Note')}</dt>
              <dd>{claim.outcomeNote}</dd>
            </>
          )}
          {claim.closedAt && (
            <>
              <dt className="text-stone-500">{t('Closed on')}</dt>
              <dd>{formatDateTime(claim.closedAt, locale)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
