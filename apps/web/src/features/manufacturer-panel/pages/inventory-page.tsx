// D32: the manufacturer's Inventory, across products or one product or lot: every slab with its
// size, sq.ft, status and photo, the totals available / on hold / sold, and the lot's own panel
// when one lot is chosen. Filters and the page live in the address.
import type { InventorySlabView } from '@granite/shared';
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
import { routeIdFrom } from '@/lib/route-id';
import {
  useDeleteSlab,
  useInventory,
  useMarkSlabsSold,
  useVendorLot,
  useVendorLots,
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

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export function ManufacturerInventoryPage() {
  const params = useTableParams({ pageSize: 20 });
  const navigate = useNavigate();
  const inventory = useInventory(params.query);
  const productId = params.get('productId');
  const lotId = routeIdFrom(params.get('lotId')) || undefined;
  const products = useManufacturerProducts({ pageSize: '100', sort: 'name', dir: 'asc' });
  const lots = useVendorLots({ pageSize: '100', ...(productId ? { productId } : {}) });
  const lot = useVendorLot(lotId);
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
        label: productId ? lotTitle(l) : `${lotTitle(l)} (${l.productName})`,
      })),
    [lots.data, productId],
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
        title: ids.length === 1 ? 'Mark this slab sold?' : `Mark ${ids.length} slabs sold?`,
        description:
          'For slabs you sold outside the platform. Buyers no longer see them, and they can no longer be offered in a quote.',
        confirmLabel: 'Mark sold',
      },
      () =>
        markSold.mutateAsync(ids).then((result) => {
          toast.success(`${plural(result.affected, 'slab')} marked sold`);
          done?.();
        }),
    );

  const columns: ColumnDef<InventorySlabView>[] = [
    {
      id: 'slab',
      header: 'Slab',
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
                  {lotTitle(s)}
                </button>{' '}
                · {s.thicknessMm} mm · {s.grade}
              </p>
              {s.defects && <p className="line-clamp-2 text-amber-800">Defects: {s.defects}</p>}
            </div>
          </div>
        );
      },
    },
    {
      id: 'size',
      header: 'Size',
      cell: ({ row }) => {
        const size = slabSizeLines(row.original.lengthMm, row.original.widthMm);
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
      header: 'Sq.ft gross / usable',
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
      header: 'Status',
      cell: ({ row }) => <SlabStatusBadge slab={row.original} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const s = row.original;
        const available = s.status === 'available';
        const name = `slab ${slabName(s.blockNumber, s.sequence)}`;
        return (
          <RowActions
            label={name}
            confirm={confirm}
            actions={[
              {
                label: 'Edit',
                icon: <Pencil aria-hidden="true" />,
                hidden: !available,
                onSelect: () => setEditing(s),
              },
              {
                label: s.photo ? 'Replace photo' : 'Add photo',
                icon: <Camera aria-hidden="true" />,
                onSelect: () => setPhotoOf(s),
              },
              {
                label: 'Open the quote holding it',
                icon: <ExternalLink aria-hidden="true" />,
                hidden: !s.heldForRequestId,
                onSelect: () => navigate(`/vendor/quotes/${s.heldForRequestId}`),
              },
              {
                label: 'Mark sold',
                icon: <CheckCheck aria-hidden="true" />,
                hidden: !available,
                onSelect: () => sellOutside([s.id]),
              },
              {
                label: 'Delete',
                icon: <Trash2 aria-hidden="true" />,
                destructive: true,
                hidden: !available,
                confirm: {
                  title: `Delete ${name}?`,
                  description: 'The slab and its photo are removed; buyers no longer see it.',
                  confirmLabel: 'Delete',
                },
                onSelect: () =>
                  remove
                    .mutateAsync(s.id)
                    .then(() => toast.success(`Slab ${slabName(s.blockNumber, s.sequence)} deleted`)),
              },
            ]}
          />
        );
      },
    },
  ];

  const noLots = !filtered && lots.data?.total === 0;
  const addLotLink = `/vendor/inventory/lots/new${productId ? `?productId=${productId}` : ''}`;

  return (
    <>
      <PageHeader
        title="Inventory"
        description="The lots and slabs in your yard: what buyers see, what is on hold for a quote, what is sold."
        variant="panel"
        actions={
          <>
            <Button variant="secondary" onClick={() => setUploading(true)}>
              <Images aria-hidden="true" />
              Upload slab photos
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import CSV
            </Button>
            <Button asChild>
              <Link to={addLotLink}>
                <Plus aria-hidden="true" />
                Add a lot
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
          <BulkActionBar count={selected.length} noun="slabs" onClear={() => setSelected([])}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => sellOutside(selected.map(Number), () => setSelected([]))}
            >
              <CheckCheck aria-hidden="true" />
              Mark sold
            </Button>
          </BulkActionBar>
          <DataTable
            caption="Slabs"
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
                    title: 'No lots yet. Add a lot to show buyers the slabs they will receive.',
                    description: 'Type or paste its slabs, or import them from a CSV file.',
                    action: (
                      <Button asChild>
                        <Link to={addLotLink}>Add a lot</Link>
                      </Button>
                    ),
                  }
                : filtered
                  ? {
                      title: 'No slabs match these filters.',
                      description: 'Try another status or size, or clear the filters.',
                      action: (
                        <Button
                          variant="secondary"
                          onClick={() =>
                            params.set(Object.fromEntries(INVENTORY_FILTERS.map((f) => [f, undefined])))
                          }
                        >
                          Clear the filters
                        </Button>
                      ),
                    }
                  : {
                      title: 'No slabs yet.',
                      description: 'Add the slabs of your lots by pasting rows or importing a CSV file.',
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
