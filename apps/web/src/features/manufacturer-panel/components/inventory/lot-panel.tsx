// The lot chosen in the Inventory's filter (D32): its fields, counts and bundle photos, with what
// can be done to it. A lot goes only while every slab is available (the server says which are not).
import { type ManufacturerLotDetail, unitLabel } from '@granite/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ConfirmOptions } from '@/components/data-table';
import { useMemberName } from '@/components/firm/member-name';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteLot } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { formatSqft, lotTitle } from '@/features/manufacturer-panel/lib/slab-format';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { LotEditDialog } from './lot-edit-dialog';
import { LotPhotosManager } from './lot-photos';

export function LotPanel({
  query,
  confirm,
  onDeleted,
}: {
  query: UseQueryResult<ManufacturerLotDetail>;
  confirm(options: ConfirmOptions, action: (reason: string) => unknown): void;
  onDeleted(): void;
}) {
  const remove = useDeleteLot();
  const [editing, setEditing] = useState(false);
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const memberName = useMemberName();
  if (query.isPending) {
    return (
      <section aria-label={t('Lot')} className="rounded-lg border border-stone-200 bg-white p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-3 h-4 w-2/3" />
        <Skeleton className="mt-4 h-24 w-32" />
      </section>
    );
  }
  if (query.isError || !query.data) {
    return (
      <section aria-label={t('Lot')} className="rounded-lg border border-stone-200 bg-white p-5 text-sm">
        <p>{t('This lot could not be loaded. It may have been deleted.')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </section>
    );
  }
  const lot = query.data;
  const deletable = lot.heldSlabs === 0 && lot.soldSlabs === 0;
  return (
    <section
      aria-labelledby={`lot-${lot.id}-title`}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id={`lot-${lot.id}-title`} className="text-lg font-semibold text-granite-black">
            {lotTitle(lot, locale)}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {lot.productName} · {lot.thicknessMm} {unitLabel('mm', locale)} {t(lot.finish)} ·{' '}
            {t('{grade} grade · yard in {city}', { grade: t(lot.grade), city: lot.yardCity })}
          </p>
          <p className="mt-1 text-sm text-stone-700 tabular-nums">
            {t(
              '{count, plural, one {# slab} other {# slabs}}: {available} available ({sqft}), {held} on hold, {sold} sold',
              {
                count: lot.slabCount,
                available: lot.availableSlabs,
                sqft: formatSqft(lot.availableSqft, locale),
                held: lot.heldSlabs,
                sold: lot.soldSlabs,
              },
            )}
          </p>
          {lot.notes && <p className="mt-2 text-sm whitespace-pre-wrap text-stone-700">{lot.notes}</p>}
          {lot.addedBy && (
            <p className="mt-1 text-xs text-stone-600" data-testid="lot-added-by">
              {t('Added by {member}', { member: memberName(lot.addedBy) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={lp(`/vendor/inventory/lots/${lot.id}/slabs`)}>
              <Plus aria-hidden="true" />
              {t('Add slabs')}
            </Link>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('Edit lot')}
          </Button>
          {deletable && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                confirm(
                  {
                    title: t('Delete {lot}?', { lot: lotTitle(lot, locale) }),
                    description: t(
                      'The lot, its {count, plural, one {# slab} other {# slabs}} and their photos are removed; buyers no longer see them.',
                      { count: lot.slabCount },
                    ),
                    confirmLabel: t('Delete lot'),
                  },
                  () =>
                    remove.mutateAsync(lot.id).then(() => {
                      toast.success(t('{lot} deleted', { lot: lotTitle(lot, locale) }));
                      onDeleted();
                    }),
                )
              }
            >
              <Trash2 aria-hidden="true" />
              {t('Delete lot')}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-4">
        <h3 className="mb-2 text-sm font-medium text-granite-black">{t('Bundle photos')}</h3>
        <LotPhotosManager lotId={lot.id} photos={lot.photos} />
      </div>
      <LotEditDialog lot={editing ? lot : undefined} onClose={() => setEditing(false)} />
    </section>
  );
}
