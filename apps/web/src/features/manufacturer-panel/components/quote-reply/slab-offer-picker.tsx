// D33: the reply form's slabs. The manufacturer ticks available slabs of the requested product (the
// buyer's own choice ticked to start with), chooses to bill usable or gross sq.ft, and the quote's
// quantity is their sum. The slabs are held for this buyer until the quote's validity date.
import { type QuoteReplyView, type SlabBilling, unitLabel } from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { manufacturerLotsQuery, useInventory } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { SLAB_STATUS_LABELS } from '@/features/manufacturer-panel/components/inventory/slab-status-badge';
import { SlabThumb } from '@/features/manufacturer-panel/components/inventory/slab-thumb';
import { lotTitle, slabName, slabSizeLines, sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import {
  billedSqftX100,
  type PickableSlab,
  type ReplyTarget,
  type SlabOfferChoice,
} from '@/features/manufacturer-panel/lib/slab-offer';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';

type Props = {
  request: ReplyTarget;
  current: QuoteReplyView | undefined;
  value: SlabOfferChoice;
  onChange(value: SlabOfferChoice): void;
  /** The server's word on the slabs (a slab held for another quote, sold, not yours). */
  error?: string;
};

/** Whether the request's product has slabs to offer: lots in stock, or slabs already named. */
export function useProductHasLots(request: ReplyTarget, current: QuoteReplyView | undefined) {
  const lots = useQuery({
    ...manufacturerLotsQuery({ productId: String(request.productId ?? 0), pageSize: '100' }),
    enabled: Boolean(request.productId),
  });
  const named = (request.requestedSlabs?.length ?? 0) > 0 || (current?.slabOffer?.slabs.length ?? 0) > 0;
  return {
    loading: Boolean(request.productId) && lots.isPending,
    hasLots:
      named || (Boolean(request.productId) && (lots.data?.items.some((l) => l.availableSlabs > 0) ?? false)),
    lots: request.productId ? (lots.data?.items ?? []) : [],
  };
}

export function SlabOfferPicker({ request, current, value, onChange, error }: Props) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const unit = unitLabel('sqft', locale);
  const { lots } = useProductHasLots(request, current);
  const [lotId, setLotId] = useState('');
  const inventory = useInventory(
    {
      productId: String(request.productId ?? 0),
      status: 'available',
      pageSize: '100',
      ...(lotId ? { lotId } : {}),
    },
    Boolean(request.productId) && value.on,
  );
  const loaded: PickableSlab[] = useMemo(
    () =>
      (inventory.data?.items ?? []).map((s) => ({
        slabId: s.id,
        lotId: s.lotId,
        blockNumber: s.blockNumber,
        lotNumber: s.lotNumber,
        sequence: s.sequence,
        lengthMm: s.lengthMm,
        widthMm: s.widthMm,
        grossSqft: s.grossSqft,
        usableSqft: s.usableSqft,
        photo: s.photo,
      })),
    [inventory.data],
  );
  const requestedIds = new Set((request.requestedSlabs ?? []).map((s) => s.slabId));
  const offeredNow: PickableSlab[] = (current?.slabOffer?.slabs ?? []).flatMap((s) =>
    s.slabId !== null && (!lotId || s.lotId === Number(lotId)) ? [{ ...s, slabId: s.slabId }] : [],
  );
  // The slabs this quote holds already come first: they are not "available" in the inventory.
  const listed = [...offeredNow, ...loaded.filter((s) => !offeredNow.some((o) => o.slabId === s.slabId))];
  const selected = value.slabs;
  const chosenIds = new Set(selected.map((s) => s.slabId));
  const billed = billedSqftX100(selected, value.billsOn);
  const unavailable = (request.requestedSlabs ?? []).filter(
    (s) => s.status !== 'available' && !chosenIds.has(s.slabId),
  );

  const toggle = (slab: PickableSlab, on: boolean) =>
    onChange({
      ...value,
      slabs: on ? [...selected, slab] : selected.filter((x) => x.slabId !== slab.slabId),
    });

  return (
    <fieldset
      // A fieldset is as wide as its content unless told otherwise; the slab list must wrap instead.
      className="min-w-0 space-y-4 rounded-md border border-stone-200 p-3 sm:p-4"
      aria-describedby={`${id}-summary`}
    >
      <legend className="px-1 text-sm font-semibold text-granite-black">{t('Slabs from your stock')}</legend>
      <label className="flex items-start gap-2 text-sm font-medium text-granite-black">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-copper-700"
          checked={value.on}
          onChange={(e) => onChange({ ...value, on: e.target.checked })}
        />
        <span>
          {t('Offer specific slabs')}
          <span className="block font-normal text-stone-600">
            {t("They are held for this buyer until the quote's validity date; the quantity is their sq.ft.")}
          </span>
        </span>
      </label>

      {value.on && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div
              role="radiogroup"
              aria-label={t('Bill on')}
              className="flex flex-wrap gap-x-5 gap-y-2 text-sm"
            >
              {(['usable', 'gross'] as SlabBilling[]).map((billsOn) => (
                <label key={billsOn} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-bills-on`}
                    className="size-4 accent-copper-700"
                    checked={value.billsOn === billsOn}
                    onChange={() => onChange({ ...value, billsOn })}
                  />
                  {billsOn === 'gross'
                    ? t('Bill on gross {unit}', { unit })
                    : t('Bill on usable {unit}', { unit })}
                </label>
              ))}
            </div>
            {lots.length > 1 && (
              <div className="sm:w-64">
                <label htmlFor={`${id}-lot`} className="mb-1 block text-xs font-medium text-stone-600">
                  {t('Show slabs of')}
                </label>
                <Select id={`${id}-lot`} value={lotId} onChange={(e) => setLotId(e.target.value)}>
                  <option value="">{t('Every lot')}</option>
                  {lots.map((l) => (
                    <option key={l.id} value={l.id}>
                      {lotTitle(l, locale)} ({t('{count} available', { count: l.availableSlabs })})
                    </option>
                  ))}
                </Select>
              </div>
            )}
          </div>

          <p
            id={`${id}-summary`}
            aria-live="polite"
            className="rounded-md bg-stone-50 px-3 py-2 text-sm text-granite-black tabular-nums"
          >
            {selected.length === 0 ? (
              t('No slab chosen yet.')
            ) : (
              <>
                <span className="font-semibold">
                  {t('{count, plural, one {# slab} other {# slabs}}', { count: selected.length })} ·{' '}
                  {sqftNumber(billed / 100)} {unit}
                </span>{' '}
                {value.billsOn === 'gross'
                  ? t('billed on gross {unit}', { unit })
                  : t('billed on usable {unit}', { unit })}
              </>
            )}
          </p>
          {selected.length > 0 && (
            <ul aria-label={t('Chosen slabs')} className="flex flex-wrap gap-1.5">
              {selected.map((s) => (
                <li key={s.slabId}>
                  <button
                    type="button"
                    onClick={() => toggle(s, false)}
                    className="inline-flex items-center gap-1 rounded-full border border-copper-200 bg-copper-50 px-2.5 py-0.5 text-xs font-medium text-copper-900 hover:bg-copper-100 focus-visible:outline-2 focus-visible:outline-copper-700"
                    aria-label={t('Remove slab {name}', { name: slabName(s.blockNumber, s.sequence) })}
                  >
                    {slabName(s.blockNumber, s.sequence)}
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {unavailable.length > 0 && (
            <p className="text-sm text-amber-800">
              {t('The buyer also asked for {slabs}, which cannot be offered now.', {
                slabs: unavailable
                  .map(
                    (s) =>
                      `${slabName(s.blockNumber, s.sequence)} (${
                        locale === 'en'
                          ? SLAB_STATUS_LABELS[s.status].toLowerCase()
                          : t(SLAB_STATUS_LABELS[s.status])
                      })`,
                  )
                  .join(', '),
              })}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}

          {inventory.isPending ? (
            <div className="space-y-2" aria-hidden="true">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : listed.length === 0 ? (
            <p className="text-sm text-stone-600">
              {lotId
                ? t(
                    'No available slabs of this product in this lot. Add slabs in the Inventory, or quote on the requested quantity instead.',
                  )
                : t(
                    'No available slabs of this product. Add slabs in the Inventory, or quote on the requested quantity instead.',
                  )}
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-stone-100 overflow-auto rounded-md border border-stone-200">
              {listed.map((s) => {
                const name = slabName(s.blockNumber, s.sequence);
                const size = slabSizeLines(s.lengthMm, s.widthMm, locale);
                const checked = chosenIds.has(s.slabId);
                return (
                  <li key={s.slabId}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-center gap-2.5 px-2.5 py-2 text-sm hover:bg-stone-50 sm:gap-3 sm:px-3',
                        checked && 'bg-copper-50/60',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-copper-700"
                        checked={checked}
                        onChange={(e) => toggle(s, e.target.checked)}
                        aria-label={t('Slab {name}, {size}, {sqft} {unit} usable', {
                          name,
                          size: size.mm,
                          sqft: sqftNumber(s.usableSqft),
                          unit,
                        })}
                      />
                      {/* On a phone the row keeps its width for the figures. */}
                      <span className="hidden sm:block">
                        <SlabThumb photo={s.photo} name={name} className="w-14" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 font-semibold text-granite-black tabular-nums">
                          {name}
                          {requestedIds.has(s.slabId) && (
                            <Badge variant="accent">{t("Buyer's choice")}</Badge>
                          )}
                          {offeredNow.some((o) => o.slabId === s.slabId) && (
                            <Badge variant="warning">{t('Held for this quote')}</Badge>
                          )}
                        </span>
                        <span className="block text-xs text-stone-600 tabular-nums">
                          {size.mm} · {size.feet}
                        </span>
                        <span className="block text-xs text-stone-600 tabular-nums sm:hidden">
                          {t('{sqft} gross', { sqft: sqftNumber(s.grossSqft) })} ·{' '}
                          <span className="font-medium text-granite-black">
                            {t('{sqft} usable', { sqft: sqftNumber(s.usableSqft) })}
                          </span>
                        </span>
                      </span>
                      <span className="hidden shrink-0 text-right text-xs text-stone-600 tabular-nums sm:block">
                        <span className="block">{t('{sqft} gross', { sqft: sqftNumber(s.grossSqft) })}</span>
                        <span className="block font-medium text-granite-black">
                          {t('{sqft} usable', { sqft: sqftNumber(s.usableSqft) })}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {(inventory.data?.total ?? 0) > loaded.length && (
            <p className="text-xs text-stone-600">
              {t('Showing the first {shown} of {total} available slabs; choose a lot to see the others.', {
                shown: loaded.length,
                total: inventory.data?.total,
              })}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
