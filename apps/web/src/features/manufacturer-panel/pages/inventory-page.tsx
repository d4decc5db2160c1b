// D32: the manufacturer's Inventory, across products or one product or lot: every slab with its
// size, sq.ft, status and photo, the totals available / on hold / sold, and the lot's own panel
// when one lot is chosen. Filters and the page live in the address.
import { type InventorySlabView, unitLabel } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Camera, CheckCheck, ExternalLink, FileUp, Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  BulkActionBar,
  DataTable,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { routeIdFrom } from '@/lib/route-id';
import {
  useDeleteSlab,
  useInventory,
  useManufacturerLot,
  useManufacturerLots,
  useMarkSlabsSold,
} from '../api/manufacturer-lots';
import { useManufacturerProducts } from '../api/manufacturer-products';
import { INVENTORY_FILTERS, InventoryFilters } from '../components/inventory/inventory-filters';
import { InventoryTotals } from '../components/inventory/inventory-totals';
import { LotPanel } from '../components/inventory/lot-panel';
import { SlabEditDialog } from '../components/inventory/slab-edit-dialog';
import { SlabImportDialog } from '../components/inventory/slab-import-dialog';
import { SlabPhotoDialog } from '../components/inventory/slab-photo-dialog';
import { SlabPhotosUploadDialog } from '../components/inventory/slab-photos-upload-dialog';
import { SlabStatusBadge } from '../components/inventory/slab-status-badge';
import { SlabThumb } from '../components/inventory/slab-thumb';
import { lotTitle, slabName, slabSizeLines, sqftNumber } from '../lib/slab-format';

export function ManufacturerInventoryPage() {
  const params = useTableParams({ pageSize: 20 });
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const inventory = useInventory(params.query);
  const productId = params.get('productId');
  const lotId = routeIdFrom(params.get('lotId')) || undefined;
  const products = useManufacturerProducts({ pageSize: '100', sort: 'name', dir: 'asc' });
  const lots = useManufacturerLots({ pageSize: '100', ...(productId ? { productId } : {}) });
  const lot = useManufacturerLot(lotId);
  const { confirm, dialog } = useConfirm();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<InventorySlabView>();
  const [photoOf, setPhotoOf] = useState<InventorySlabView>();
  const [importing, setImporting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const remove = useDeleteSlab();
  const markSold = useMarkSlabsSold();
  const filtered = INVENTORY_FILTERS.some((f) => params.get(f));

  const productOptions = useMemo(
    () => (products.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [products.data],
  );
  const lotOptions = useMemo(
    () =>
      (lots.data?.items ?? []).map((l) => ({
        value: String(l.id),
        label: productId ? lotTitle(l, locale) : `${lotTitle(l, locale)} (${l.productName})`,
      })),
    [lots.data, productId, locale],
  );
  const thicknesses = useMemo(() => {
    const set = new Set((lots.data?.items ?? []).map((l) => l.thicknessMm));
    const current = Number(params.get('thicknessMm'));
    if (current) set.add(current);
    return [...set].sort((a, b) => a - b);
  }, [lots.data, params]);

  const sellOutside = (ids: number[], done?: () => void) =>
    confirm(
      {
        title:
          ids.length === 1 ? t('Mark this slab sold?') : t('Mark {count} slabs sold?', { count: ids.length }),
        description: t(
          'For slabs you sold outside the platform. Buyers no longer see them, and they can no longer be offered in a quote.',
        ),
        confirmLabel: t('Mark sold'),
      },
      () =>
        markSold.mutateAsync(ids).then((result) => {
          toast.success(
            t('{count, plural, one {# slab} other {# slabs}} marked sold', { count: result.affected }),
          );
          done?.();
        }),
    );

  const columns: ColumnDef<InventorySlabView>[] = [
    {
      id: 'slab',
      header: t('Slab'),
      meta: { primary: true },
      cell: ({ row }) => {
        const s = row.original;
        const name = slabName(s.blockNumber, s.sequence);
        return (
          <div className="flex min-w-0 items-start gap-3 md:max-w-[22rem]">
            <SlabThumb photo={s.photo} name={name} />
            <div className="min-w-0 text-xs font-normal text-stone-600">
              <p className="text-sm font-semibold text-granite-black tabular-nums">{name}</p>
              {!productId && <p className="truncate">{s.productName}</p>}
              <p className="truncate">
                <button
                  type="button"
                  className="underline-offset-2 hover:text-copper-800 hover:underline"
                  onClick={() => params.set({ productId: s.productId, lotId: s.lotId })}
                >
                  {lotTitle(s, locale)}
                </button>{' '}
                · {s.thicknessMm} {unitLabel('mm', locale)} · {t(s.grade)}
              </p>
              {s.defects && (
                <p className="line-clamp-2 text-amber-800">
                  {t('Defects:')} {s.defects}
                </p>
              )}
            </div>
          </div>
        );
      },
    },
    {
      id: 'size',
      header: t('Size'),
      cell: ({ row }) => {
        const size = slabSizeLines(row.original.lengthMm, row.original.widthMm, locale);
        return (
          <span className="whitespace-nowrap tabular-nums">
            {size.mm}
            <span className="block text-xs text-stone-600">{size.feet}</span>
          </span>
        );
      },
    },
    {
      id: 'sqft',
      header: t('Sq.ft gross / usable'),
      meta: { align: 'right', className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row }) => (
        <span>
          {sqftNumber(row.original.grossSqft)}
          <span className="text-stone-500"> / </span>
          <span className="font-medium">{sqftNumber(row.original.usableSqft)}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: ({ row }) => <SlabStatusBadge slab={row.original} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('Actions')}</span>,
      cell: ({ row }) => {
        const s = row.original;
        const available = s.status === 'available';
        const name = t('slab {name}', { name: slabName(s.blockNumber, s.sequence) });
        return (
          <RowActions
            label={name}
            confirm={confirm}
            actions={[
              {
                label: t('Edit'),
                icon: <Pencil aria-hidden="true" />,
                hidden: !available,
                onSelect: () => setEditing(s),
              },
              {
                label: s.photo ? t('Replace photo') : t('Add photo'),
                icon: <Camera aria-hidden="true" />,
                onSelect: () => setPhotoOf(s),
              },
              {
                label: t('Open the quote holding it'),
                icon: <ExternalLink aria-hidden="true" />,
                hidden: !s.heldForRequestId,
                onSelect: () => navigate(lp(`/vendor/quotes/${s.heldForRequestId}`)),
              },
              {
                label: t('Mark sold'),
                icon: <CheckCheck aria-hidden="true" />,
                hidden: !available,
                onSelect: () => sellOutside([s.id]),
              },
              {
                label: t('Delete'),
                icon: <Trash2 aria-hidden="true" />,
                destructive: true,
                hidden: !available,
                confirm: {
                  title: t('Delete {name}?', { name }),
                  description: t('The slab and its photo are removed; buyers no longer see it.'),
                  confirmLabel: t('Delete'),
                },
                onSelect: () =>
                  remove
                    .mutateAsync(s.id)
                    .then(() =>
                      toast.success(t('Slab {name} deleted', { name: slabName(s.blockNumber, s.sequence) })),
                    ),
              },
            ]}
          />
        );
      },
    },
  ];

  const noLots = !filtered && lots.data?.total === 0;
  const addLotLink = lp(`/vendor/inventory/lots/new${productId ? `?productId=${productId}` : ''}`);

  return (
    <>
      <PageHeader
        title={t('Inventory')}
        description={t(
          'The lots and slabs in your yard: what buyers see, what is on hold for a quote, what is sold.',
        )}
        variant="panel"
        actions={
          <>
            <Button variant="secondary" onClick={() => setUploading(true)}>
              <Images aria-hidden="true" />
              {t('Upload slab photos')}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              {t('Import CSV')}
            </Button>
            <Button asChild>
              <Link to={addLotLink}>
                <Plus aria-hidden="true" />
                {t('Add a lot')}
              </Link>
            </Button>
          </>
        }
      />
      <div className="mt-8 space-y-6">
        <InventoryTotals totals={inventory.data?.totals} />
        {lotId && (
          <LotPanel query={lot} confirm={confirm} onDeleted={() => params.set({ lotId: undefined })} />
        )}
        <div>
          <DataTableToolbar>
            <InventoryFilters
              params={params}
              products={productOptions}
              lots={lotOptions}
              thicknesses={thicknesses}
            />
          </DataTableToolbar>
          <BulkActionBar count={selected.length} noun={t('slabs')} onClear={() => setSelected([])}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => sellOutside(selected.map(Number), () => setSelected([]))}
            >
              <CheckCheck aria-hidden="true" />
              {t('Mark sold')}
            </Button>
          </BulkActionBar>
          <DataTable
            caption={t('Slabs')}
            columns={columns}
            rows={inventory.data?.items}
            total={inventory.data?.total ?? 0}
            params={params}
            getRowId={(s) => String(s.id)}
            isLoading={inventory.isPending}
            isError={inventory.isError}
            onRetry={() => void inventory.refetch()}
            selection={{ selected, onChange: setSelected }}
            empty={
              noLots
                ? {
                    title: t('No lots yet. Add a lot to show buyers the slabs they will receive.'),
                    description: t('Type or paste its slabs, or import them from a CSV file.'),
                    action: (
                      <Button asChild>
                        <Link to={addLotLink}>{t('Add a lot')}</Link>
                      </Button>
                    ),
                  }
                : filtered
                  ? {
                      title: t('No slabs match these filters.'),
                      description: t('Try another status or size, or clear the filters.'),
                      action: (
                        <Button
                          variant="secondary"
                          onClick={() =>
                            params.set(Object.fromEntries(INVENTORY_FILTERS.map((f) => [f, undefined])))
                          }
                        >
                          {t('Clear the filters')}
                        </Button>
                      ),
                    }
                  : {
                      title: t('No slabs yet.'),
                      description: t('Add the slabs of your lots by pasting rows or importing a CSV file.'),
                    }
            }
          />
        </div>
      </div>
      <SlabEditDialog slab={editing} onClose={() => setEditing(undefined)} />
      <SlabPhotoDialog slab={photoOf} onClose={() => setPhotoOf(undefined)} />
      <SlabImportDialog
        open={importing}
        onOpenChange={setImporting}
        products={productOptions}
        productId={productId}
      />
      <SlabPhotosUploadDialog open={uploading} onOpenChange={setUploading} />
      {dialog}
    </>
  );
}
