// D38: the open requirements shown to this manufacturer (matching stock, its delivery states), each
// with why it matches, the buyer's target price and the seats left, and a reply form: the first
// reply (the quote request's reply form, slabs of the chosen product offered as in any reply, D33)
// takes a seat and becomes a quote request in the inbox, where it is revised like any other.
import {
  formatDay,
  formatINR,
  type ManufacturerRequirement,
  REQUIREMENT_REPLY_SEATS,
  stateName,
  unitLabel,
} from '@granite/shared';
import { MapPin, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Pagination } from '@/components/pagination';
import { sqft } from '@/components/quote-lifecycle/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { useManufacturerRequirements, useReplyToRequirement } from '@/lib/api/requirements';
import { type Locale, translate, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { QuoteReplyForm } from './quote-reply/reply-form';

/** "Black Galaxy slabs (Granite)"; in Hindi the product type as options.json writes it (D40). */
function title(r: ManufacturerRequirement, locale: Locale) {
  const stone = r.varietyName ?? r.categoryName ?? translate(locale, 'Granite');
  const type = locale === 'en' ? r.productType.toLowerCase() : translate(locale, r.productType);
  return `${stone} ${type}${r.stone ? ` (${r.stone})` : ''}`;
}

export function OpenRequirements() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useManufacturerRequirements(page);
  const t = useT();
  if (isPending) return <p className="text-sm text-stone-600">{t('Loading...')}</p>;
  if (isError)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
        {t('Open requirements could not be loaded.')}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </p>
    );
  if (!data.items.length)
    return (
      <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
        <p className="font-semibold">{t('No open requirements for you right now')}</p>
        <p className="mt-2 text-sm text-stone-600">
          {t(
            'When a buyer posts a requirement that matches one of your active products (stone and product type) and a state you deliver to, it appears here and we tell you by e-mail.',
          )}
        </p>
      </div>
    );
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label={t('Open requirements')}>
        {data.items.map((r) => (
          <li key={r.id}>
            <RequirementCard requirement={r} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
    </div>
  );
}

function RequirementCard({ requirement: r }: { requirement: ManufacturerRequirement }) {
  const [replying, setReplying] = useState(false);
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <article
      data-testid="open-requirement"
      aria-label={title(r, locale)}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-granite-black">{title(r, locale)}</h3>
          <p className="text-sm text-copper-800">{r.matchReason}</p>
        </div>
        <Badge variant={r.myQuoteRequestId ? 'success' : 'accent'}>
          {r.myQuoteRequestId
            ? t('You replied')
            : t('{left} of {seats} seats left', { left: r.seatsLeft, seats: REQUIREMENT_REPLY_SEATS })}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-stone-500">{t('Quantity:')} </dt>
          <dd className="inline tabular-nums">{sqft(r.quantitySqft, locale)}</dd>
        </div>
        <div>
          <dt className="inline text-stone-500">{t('Finish, thickness:')} </dt>
          <dd className="inline">
            {[
              r.finish ? t(r.finish) : t('any finish'),
              r.thickness ? t(r.thickness) : t('any thickness'),
            ].join(', ')}
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 text-stone-500" />
          <dt className="sr-only">{t('Delivery')}</dt>
          <dd>
            {r.deliveryCity} {r.deliveryPin}
            {r.deliveryState ? `, ${stateName(r.deliveryState, locale)}` : ''}
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <Target aria-hidden="true" className="size-3.5 text-stone-500" />
          <dt className="sr-only">{t('Target price')}</dt>
          <dd>
            {r.targetPricePaise !== null
              ? t('Target {price} per {unit}', {
                  price: formatINR(r.targetPricePaise),
                  unit: unitLabel('sqft', locale),
                })
              : t('No target price')}
          </dd>
        </div>
        {r.neededBy && (
          <div>
            <dt className="inline text-stone-500">{t('Needed by:')} </dt>
            <dd className="inline">{formatDay(new Date(`${r.neededBy}T12:00:00`), locale)}</dd>
          </div>
        )}
        <div>
          <dt className="inline text-stone-500">{t('Takes replies until:')} </dt>
          <dd className="inline">{formatDay(r.expiresAt, locale)}</dd>
        </div>
      </dl>
      {r.description && (
        <p className="mt-3 rounded-md bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-700">
          {r.description}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {r.myQuoteRequestId ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={lp(`/vendor/quotes/${r.myQuoteRequestId}`)}>{t('Open your quote')}</Link>
          </Button>
        ) : (
          !replying && (
            <Button size="sm" onClick={() => setReplying(true)}>
              {t('Reply with a quote')}
            </Button>
          )
        )}
      </div>
      {replying && !r.myQuoteRequestId && (
        <RequirementReplyForm requirement={r} onCancel={() => setReplying(false)} />
      )}
    </article>
  );
}

/**
 * D38: the first reply is the quote request's reply form (D17, slabs of the chosen product's lots
 * offered as in any reply, D33) with the product chosen from the manufacturer's matching ones.
 */
function RequirementReplyForm({
  requirement: r,
  onCancel,
}: {
  requirement: ManufacturerRequirement;
  onCancel(): void;
}) {
  const send = useReplyToRequirement(r.id);
  const [productId, setProductId] = useState<number | null>(r.products[0]?.id ?? null);
  const [productError, setProductError] = useState<string>();
  const t = useT();
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <QuoteReplyForm
        request={{
          productId,
          requestedSlabs: [],
          quantitySqft: r.quantitySqft,
          deliveryCity: r.deliveryCity,
          deliveryPin: r.deliveryPin,
        }}
        tax={undefined}
        current={undefined}
        pending={send.isPending}
        onCancel={onCancel}
        targetPricePaise={r.targetPricePaise}
        before={
          <Field label={t('Product')} required error={productError}>
            {(control) => (
              <Select
                {...control}
                value={productId ?? ''}
                onChange={(e) => {
                  setProductId(e.target.value ? Number(e.target.value) : null);
                  setProductError(undefined);
                }}
              >
                {r.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({t(p.productType)}
                    {p.varietyName ? `, ${p.varietyName}` : ''})
                  </option>
                ))}
              </Select>
            )}
          </Field>
        }
        send={(body, done) =>
          send.mutate(
            { ...body, productId: productId ?? '' },
            {
              onSuccess: () => {
                toast.success(t('Quote sent'), {
                  description: t('It is now in your quote requests; revise it there.'),
                });
                onCancel();
              },
              onError: (error) => {
                if (isApiError(error) && error.fields?.productId) setProductError(error.fields.productId);
                done.failed(error);
              },
            },
          )
        }
      />
    </div>
  );
}
