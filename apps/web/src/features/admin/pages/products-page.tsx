import { PRODUCT_MESSAGES, type ProductManageRow } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, Download, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  BulkActionBar,
  DataTable,
  DataTableFilter,
  DataTableSearch,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { Picture } from '@/components/picture';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Switch } from '@/components/ui/switch';
import { useCategories } from '@/lib/api/categories';
import { formatINR } from '@/lib/format';
import {
  adminProductsExportUrl,
  useAdminProducts,
  useBulkAdminProducts,
  useDeleteAdminProduct,
  useSetAdminProductStatus,
} from '../api/admin-products';
import { AdminProductSheet } from '../components/product-sheet';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

const failed = (action: string, error: unknown) =>
  toast.error(PRODUCT_MESSAGES.failed(action, error instanceof Error ? error.message : 'Please try again.'));

/** Admin 2 "All Granite Products": the one data table, 10 per page, all on the server. */
export function AdminProductsPage() {
  const params = useTableParams({ pageSize: 10, sort: 'createdAt', dir: 'desc' });
  const query = useAdminProducts(params.query);
  const categories = useCategories();
  const { confirm, dialog } = useConfirm();
  const [sheet, setSheet] = useState<'new' | number | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const status = useSetAdminProductStatus();
  const remove = useDeleteAdminProduct();
  const bulk = useBulkAdminProducts();

  const toggleStatus = (p: ProductManageRow, next: 'active' | 'suspended') =>
    status.mutateAsync({ id: p.id, status: next }).then(
      () =>
        toast.success(next === 'suspended' ? 'Product suspended' : 'Product activated', {
          description:
            next === 'suspended'
              ? `${p.name} is hidden from the public site.`
              : `${p.name} is visible on the public site again.`,
        }),
      (e) => failed(next === 'suspended' ? 'suspend' : 'activate', e),
    );

  const runBulk = (action: 'suspend' | 'activate' | 'delete') =>
    bulk.mutateAsync({ ids: selected.map(Number), action }).then(
      (r) => {
        setSelected([]);
        const verb = { suspend: 'suspended', activate: 'activated', delete: 'deleted' }[action];
        toast.success(`${r.affected} product${r.affected === 1 ? '' : 's'} ${verb}`);
      },
      (e) => failed(action, e),
    );

  const columns: ColumnDef<ProductManageRow>[] = [
    {
      id: 'name',
      header: 'Product',
      enableSorting: true,
      meta: { primary: true },
      cell: ({ row }) => {
        const p = row.original;
        return (
          <div className="flex min-w-0 items-center gap-3">
            <Picture
              image={p.image ?? p.imageUrl}
              alt=""
              aspect="1/1"
              sizes="48px"
              className="hidden size-12 shrink-0 overflow-hidden rounded-md border border-stone-200 md:block"
            />
            <div className="min-w-0">
              <button
                type="button"
                className="block max-w-full truncate text-left font-medium text-granite-black hover:text-copper-800 hover:underline"
                onClick={() => setSheet(p.id)}
              >
                {p.name}
              </button>
              <p className="truncate text-xs text-stone-600">
                {p.categoryName}
                {p.isBestSeller && ' · Best seller'}
                {p.imageCount > 1 && ` · ${p.imageCount} images`}
              </p>
            </div>
          </div>
        );
      },
    },
    {
      id: 'manufacturer',
      header: 'Manufacturer',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-1.5">
          {row.original.vendorName}
          {row.original.vendorStatus === 'suspended' && <Badge variant="warning">Suspended</Badge>}
        </span>
      ),
    },
    {
      id: 'price',
      header: 'Price / sq.ft',
      enableSorting: true,
      meta: { align: 'right', className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row }) => <span className="font-medium">{formatINR(row.original.pricePaise)}</span>,
    },
    {
      id: 'availability',
      header: 'Availability',
      cell: ({ row }) => row.original.availabilityStatus,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const p = row.original;
        const active = p.status === 'active';
        return (
          <span className="flex items-center gap-2">
            <Switch
              aria-label={`Active: ${p.name}`}
              checked={active}
              disabled={status.isPending}
              onCheckedChange={(on) => void toggleStatus(p, on ? 'active' : 'suspended')}
            />
            {active ? <Badge variant="success">Active</Badge> : <Badge variant="danger">Suspended</Badge>}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const p = row.original;
        return (
          <RowActions
            label={p.name}
            confirm={confirm}
            actions={[
              { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setSheet(p.id) },
              p.status === 'suspended'
                ? {
                    label: 'Activate',
                    icon: <RotateCcw aria-hidden="true" />,
                    onSelect: () => toggleStatus(p, 'active'),
                  }
                : {
                    label: 'Suspend',
                    icon: <Ban aria-hidden="true" />,
                    onSelect: () => toggleStatus(p, 'suspended'),
                  },
              {
                label: 'Delete',
                icon: <Trash2 aria-hidden="true" />,
                destructive: true,
                confirm: {
                  title: `Delete ${p.name}?`,
                  description:
                    'The product and its images are removed permanently. Quote requests made for it keep its name.',
                  confirmLabel: 'Delete',
                },
                onSelect: () =>
                  remove.mutateAsync(p.id).then(
                    () =>
                      toast.success(PRODUCT_MESSAGES.deleted, { description: `${p.name} has been removed.` }),
                    (e) => failed('delete', e),
                  ),
              },
            ]}
          />
        );
      },
    },
  ];

  const categoryOptions = (categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <>
      <PageHeader
        title="All Granite Products"
        description="Every product on the marketplace: fix a price, suspend a listing or add a product for a manufacturer."
        variant="panel"
        actions={
          <Button onClick={() => setSheet('new')}>
            <Plus aria-hidden="true" />
            Add product
          </Button>
        }
      />
      <div className="mt-8">
        <DataTableToolbar
          actions={
            <Button variant="secondary" asChild>
              <a href={adminProductsExportUrl(params.query)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          }
        >
          <DataTableSearch
            params={params}
            label="Search products"
            placeholder="Product or manufacturer name"
          />
          <DataTableFilter
            params={params}
            name="categoryId"
            label="Category"
            allLabel="All categories"
            options={categoryOptions}
          />
          <DataTableFilter
            params={params}
            name="status"
            label="Status"
            allLabel="All statuses"
            options={STATUS_OPTIONS}
          />
        </DataTableToolbar>
        <BulkActionBar count={selected.length} noun="products" onClear={() => setSelected([])}>
          <Button
            size="sm"
            variant="secondary"
            disabled={bulk.isPending}
            onClick={() => void runBulk('activate')}
          >
            <RotateCcw aria-hidden="true" />
            Activate
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={bulk.isPending}
            onClick={() => void runBulk('suspend')}
          >
            <Ban aria-hidden="true" />
            Suspend
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={bulk.isPending}
            onClick={() =>
              confirm(
                {
                  title: `Delete ${selected.length} product${selected.length === 1 ? '' : 's'}?`,
                  description:
                    'They and their images are removed permanently. Quote requests made for them keep their names.',
                  confirmLabel: 'Delete',
                },
                () => runBulk('delete'),
              )
            }
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </BulkActionBar>
        <DataTable
          caption="Products"
          columns={columns}
          rows={query.data?.items}
          total={query.data?.total ?? 0}
          params={params}
          getRowId={(p) => String(p.id)}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          selection={{ selected, onChange: setSelected }}
          highlightRow={(p) => p.status === 'suspended'}
          empty={{
            title: PRODUCT_MESSAGES.emptyAdminList,
            description:
              params.get('q') || params.get('categoryId') || params.get('status')
                ? 'Try another search or filter.'
                : 'Approved manufacturers add their products from their panel, or add one here.',
            action: <Button onClick={() => setSheet('new')}>Add product</Button>,
          }}
        />
      </div>
      <AdminProductSheet target={sheet} onClose={() => setSheet(undefined)} />
      {dialog}
    </>
  );
}
