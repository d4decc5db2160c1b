import {
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  formatDay,
  PRODUCT_MESSAGES,
  type ProductManageRow,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Boxes, Copy, Download, FileUp, IndianRupee, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useCategories } from '@/lib/api/categories';
import { formatINR } from '@/lib/format';
import { msg, useLocale, useLocalePath, useT } from '@/lib/i18n';
import {
  manufacturerProductsExportUrl,
  useDeleteManufacturerProduct,
  useDuplicateManufacturerProduct,
  useManufacturerProducts,
  useSetAvailability,
} from '../api/manufacturer-products';
import { BulkPriceDialog } from '../components/bulk-price-dialog';
import { ManufacturerProductSheet } from '../components/manufacturer-product-sheet';
import { ProductImportDialog } from '../components/product-import-dialog';

const STATUS_OPTIONS = [
  { value: 'active', label: msg('Listed') },
  { value: 'suspended', label: msg('Suspended by admin') },
] as const;

/** PRODUCT_MESSAGES.failed in the page's language (D40): 'Failed to update product: …'. */
const FAILED = {
  update: msg('Failed to update product: {message}'),
  duplicate: msg('Failed to duplicate product: {message}'),
  delete: msg('Failed to delete product: {message}'),
} as const;

/** Admin spec 2 "My Products" (D9): only my manufacturers' products, on the one data table. */
export function ManufacturerProductsPage() {
  const params = useTableParams({ pageSize: 10, sort: 'createdAt', dir: 'desc' });
  const navigate = useNavigate();
  const query = useManufacturerProducts(params.query);
  const categories = useCategories();
  const { confirm, dialog } = useConfirm();
  const [sheet, setSheet] = useState<'new' | number | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [pricing, setPricing] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteManufacturerProduct();
  const duplicate = useDuplicateManufacturerProduct();
  const availability = useSetAvailability();
  const filtered = Boolean(params.get('q') || params.get('status') || params.get('categoryId'));
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const failed = (action: keyof typeof FAILED, error: unknown) =>
    toast.error(
      t(FAILED[action], { message: error instanceof Error ? error.message : t('Please try again.') }),
    );
  const statusOptions = STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }));

  const columns: ColumnDef<ProductManageRow>[] = [
    {
      id: 'name',
      header: t('Product'),
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
                {' · '}
                {p.imageCount === 0
                  ? t('No image yet')
                  : t('{count, plural, one {# image} other {# images}}', { count: p.imageCount })}
                {' · '}
                {/* D32: the product's lots and slabs, in the Inventory filtered to it. */}
                <Link
                  to={lp(`/vendor/inventory?productId=${p.id}`)}
                  className="font-medium text-copper-800 underline-offset-2 hover:underline"
                >
                  {t('Lots and slabs')}
                  <span className="sr-only"> {t('of {name}', { name: p.name })}</span>
                </Link>
              </p>
            </div>
          </div>
        );
      },
    },
    {
      id: 'price',
      header: t('Price / sq.ft'),
      enableSorting: true,
      meta: { align: 'right', className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row }) => <span className="font-medium">{formatINR(row.original.pricePaise)}</span>,
    },
    {
      id: 'availability',
      header: t('Availability'),
      cell: ({ row }) => {
        const p = row.original;
        return (
          <Select
            aria-label={t('Availability of {name}', { name: p.name })}
            className="h-9 w-40"
            value={p.availabilityStatus}
            disabled={availability.isPending}
            onChange={(e) =>
              availability.mutate(
                { id: p.id, availabilityStatus: e.target.value as AvailabilityStatus },
                {
                  onSuccess: (saved) =>
                    toast.success(t('Availability updated'), {
                      description: `${saved.name}: ${t(saved.availabilityStatus)}.`,
                    }),
                  onError: (error) => failed('update', error),
                },
              )
            }
          >
            {AVAILABILITY_STATUSES.map((a) => (
              <option key={a} value={a}>
                {t(a)}
              </option>
            ))}
          </Select>
        );
      },
    },
    {
      id: 'status',
      header: t('Status'),
      cell: ({ row }) =>
        row.original.status === 'active' ? (
          <Badge variant="success">{t('Listed')}</Badge>
        ) : (
          <Badge
            variant="danger"
            title={t('An administrator suspended this product; it is hidden from buyers.')}
          >
            {t('Suspended by admin')}
          </Badge>
        ),
    },
    {
      id: 'updatedAt',
      header: t('Updated'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-stone-600' },
      cell: ({ row }) => formatDay(row.original.updatedAt, locale),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('Actions')}</span>,
      cell: ({ row }) => {
        const p = row.original;
        return (
          <RowActions
            label={p.name}
            confirm={confirm}
            actions={[
              { label: t('Edit'), icon: <Pencil aria-hidden="true" />, onSelect: () => setSheet(p.id) },
              {
                label: t('Lots and slabs'),
                icon: <Boxes aria-hidden="true" />,
                onSelect: () => navigate(lp(`/vendor/inventory?productId=${p.id}`)),
              },
              {
                label: t('Duplicate as new'),
                icon: <Copy aria-hidden="true" />,
                onSelect: () =>
                  duplicate.mutateAsync(p.id).then(
                    (copy) => {
                      toast.success(t('Product duplicated'), {
                        description: t('{name} is ready to edit.', { name: copy.name }),
                      });
                      setSheet(copy.id);
                    },
                    (e) => failed('duplicate', e),
                  ),
              },
              {
                label: t('Delete'),
                icon: <Trash2 aria-hidden="true" />,
                destructive: true,
                confirm: {
                  title: t('Delete {name}?', { name: p.name }),
                  description: t(
                    'The product and its images are removed from the marketplace for good. Quote requests you received for it keep its name.',
                  ),
                  confirmLabel: t('Delete'),
                },
                onSelect: () =>
                  remove.mutateAsync(p.id).then(
                    () =>
                      toast.success(t(PRODUCT_MESSAGES.deleted), {
                        description: t('{name} has been removed.', { name: p.name }),
                      }),
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
        title={t('My Products')}
        description={t('Add, edit and remove the granite products you list on the marketplace.')}
        variant="panel"
        actions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              {t('Import CSV')}
            </Button>
            <Button onClick={() => setSheet('new')}>
              <Plus aria-hidden="true" />
              {t('Add product')}
            </Button>
          </>
        }
      />
      <div className="mt-8">
        <DataTableToolbar
          actions={
            <Button variant="secondary" asChild>
              <a href={manufacturerProductsExportUrl(params.query)} download>
                <Download aria-hidden="true" />
                {t('Export CSV')}
              </a>
            </Button>
          }
        >
          <DataTableSearch params={params} label={t('Search my products')} placeholder={t('Product name')} />
          <DataTableFilter
            params={params}
            name="status"
            label={t('Status')}
            allLabel={t('All statuses')}
            options={statusOptions}
          />
          <DataTableFilter
            params={params}
            name="categoryId"
            label={t('Category')}
            allLabel={t('All categories')}
            options={categoryOptions}
          />
        </DataTableToolbar>
        <BulkActionBar count={selected.length} noun={t('products')} onClear={() => setSelected([])}>
          <Button size="sm" variant="secondary" onClick={() => setPricing(true)}>
            <IndianRupee aria-hidden="true" />
            {t('Change prices')}
          </Button>
        </BulkActionBar>
        <DataTable
          caption={t('My products')}
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
          empty={
            filtered
              ? { title: t(PRODUCT_MESSAGES.emptyAdminList), description: t('Try another search or filter.') }
              : {
                  title: t(PRODUCT_MESSAGES.emptyManufacturerList),
                  description: t('Add your first product, or import your catalogue from a CSV file.'),
                  action: <Button onClick={() => setSheet('new')}>{t('Add product')}</Button>,
                }
          }
        />
      </div>
      <ManufacturerProductSheet target={sheet} onClose={() => setSheet(undefined)} />
      <BulkPriceDialog
        open={pricing}
        ids={selected.map(Number)}
        onOpenChange={setPricing}
        onDone={() => {
          setPricing(false);
          setSelected([]);
        }}
      />
      <ProductImportDialog open={importing} onOpenChange={setImporting} />
      {dialog}
    </>
  );
}
