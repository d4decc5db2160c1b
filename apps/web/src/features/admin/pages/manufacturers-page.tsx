import type { AdminManufacturer } from '@granite/shared';
import { MANUFACTURER_MESSAGES } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { BadgeCheck, Ban, CircleAlert, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
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
import {
  useAdminManufacturers,
  useDeleteManufacturer,
  useSetManufacturerPremium,
  useSetManufacturerStatus,
} from '../api/admin-manufacturers';
import { ManufacturerSheet } from '../components/manufacturer-sheet';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'deleted', label: 'Deleted' },
] as const;

const PREMIUM_OPTIONS = [
  { value: 'true', label: 'Premium' },
  { value: 'false', label: 'Not premium' },
] as const;

/** Admin 2 "/admin/vendors": manufacturer management on the one data table. */
export function AdminManufacturersPage() {
  const params = useTableParams({ pageSize: 10, sort: 'createdAt', dir: 'desc' });
  const query = useAdminManufacturers(params.query);
  const { confirm, dialog } = useConfirm();
  const [sheet, setSheet] = useState<'new' | number | undefined>();
  const premium = useSetManufacturerPremium();
  const status = useSetManufacturerStatus();
  const remove = useDeleteManufacturer();
  const filtered = Boolean(params.get('q') || params.get('status') || params.get('premium'));

  const columns: ColumnDef<AdminManufacturer>[] = [
    {
      id: 'businessName',
      header: 'Manufacturer',
      enableSorting: true,
      meta: { primary: true },
      cell: ({ row }) => {
        const m = row.original;
        const place = [m.city, m.state].filter(Boolean).join(', ');
        return (
          <div className="flex min-w-0 items-center gap-3">
            <ManufacturerMark manufacturer={m} />
            <div className="min-w-0">
              <button
                type="button"
                className="block max-w-full truncate text-left font-medium text-granite-black hover:text-copper-800 hover:underline disabled:no-underline"
                onClick={() => setSheet(m.id)}
                disabled={Boolean(m.deletedAt)}
              >
                {m.businessName}
              </button>
              <p className="truncate text-xs text-stone-600">
                {m.ownerName}
                {place && ` · ${place}`}
              </p>
              {!m.takesQuoteRequests && !m.deletedAt && (
                // D31: buyers cannot ask it for quotes; the reason, for the admin.
                <p
                  className="text-xs font-medium text-copper-800"
                  title={m.notTakingQuoteRequestsBecause ?? undefined}
                >
                  Not taking quote requests: {m.notTakingQuoteRequestsBecause}
                </p>
              )}
            </div>
          </div>
        );
      },
    },
    {
      id: 'gstin',
      header: 'GSTIN',
      cell: ({ row }) => <GstinCell manufacturer={row.original} />,
    },
    {
      id: 'productCount',
      header: 'Products',
      enableSorting: true,
      meta: { align: 'right', className: 'tabular-nums' },
      cell: ({ row }) => row.original.productCount,
    },
    {
      id: 'premium',
      header: 'Premium',
      cell: ({ row }) => {
        const m = row.original;
        return (
          <Switch
            aria-label={`Premium: ${m.businessName}`}
            checked={m.isPremium}
            disabled={Boolean(m.deletedAt) || premium.isPending}
            onCheckedChange={(isPremium) =>
              premium.mutate(
                { id: m.id, isPremium },
                {
                  onSuccess: () =>
                    toast.success(isPremium ? 'Marked as premium' : 'Premium removed', {
                      description: isPremium
                        ? `${m.businessName} is listed in Our Trusted Manufacturers.`
                        : `${m.businessName} is no longer featured on the home page.`,
                    }),
                },
              )
            }
          />
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge manufacturer={row.original} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const m = row.original;
        if (m.deletedAt) return null;
        const suspended = m.status === 'suspended';
        return (
          <RowActions
            label={m.businessName}
            confirm={confirm}
            actions={[
              { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setSheet(m.id) },
              suspended
                ? {
                    label: 'Activate',
                    icon: <RotateCcw aria-hidden="true" />,
                    onSelect: () =>
                      status.mutate(
                        { id: m.id, status: 'active' },
                        {
                          onSuccess: () =>
                            toast.success('Manufacturer activated', {
                              description: `${m.businessName} and its products are visible again.`,
                            }),
                        },
                      ),
                  }
                : {
                    label: 'Suspend',
                    icon: <Ban aria-hidden="true" />,
                    confirm: {
                      title: `Suspend ${m.businessName}?`,
                      description:
                        'The manufacturer and its products disappear from the public site, and its owner can no longer use the manufacturer panel until you activate it again.',
                      confirmLabel: 'Suspend',
                    },
                    onSelect: () =>
                      status.mutateAsync({ id: m.id, status: 'suspended' }).then(() =>
                        toast.success('Manufacturer suspended', {
                          description: `${m.businessName} is hidden from the public site.`,
                        }),
                      ),
                  },
              {
                label: 'Delete',
                icon: <Trash2 aria-hidden="true" />,
                destructive: true,
                confirm: {
                  title: `Delete ${m.businessName}?`,
                  description:
                    m.productCount > 0 || m.quoteRequestCount > 0
                      ? `It has ${m.productCount} product(s) and ${m.quoteRequestCount} quote request(s), so its record is kept for them but hidden everywhere.`
                      : 'It has no products or quote requests and will be removed permanently.',
                  confirmLabel: 'Delete',
                },
                onSelect: () =>
                  remove.mutateAsync(m.id).then((r) =>
                    toast.success(MANUFACTURER_MESSAGES.deleted, {
                      description:
                        r.removal === 'soft'
                          ? `${m.businessName} is hidden; its products and quote history are kept.`
                          : `${m.businessName} has been removed permanently.`,
                    }),
                  ),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Manufacturer Management"
        description="Create and edit manufacturers, confirm their GSTIN, attach their owner accounts and choose which are featured as premium."
        variant="panel"
        actions={
          <Button onClick={() => setSheet('new')}>
            <Plus aria-hidden="true" />
            Add manufacturer
          </Button>
        }
      />
      <div className="mt-8">
        <DataTableToolbar>
          <DataTableSearch
            params={params}
            label="Search manufacturers"
            placeholder="Name, owner, city or GSTIN"
          />
          <DataTableFilter
            params={params}
            name="status"
            label="Status"
            allLabel="All statuses"
            options={STATUS_OPTIONS}
          />
          <DataTableFilter
            params={params}
            name="premium"
            label="Premium"
            allLabel="All"
            options={PREMIUM_OPTIONS}
          />
        </DataTableToolbar>
        <DataTable
          caption="Manufacturers"
          columns={columns}
          rows={query.data?.items}
          total={query.data?.total ?? 0}
          params={params}
          getRowId={(m) => String(m.id)}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          empty={
            filtered
              ? { title: 'No manufacturers found', description: 'Try another search or filter.' }
              : {
                  title: 'No manufacturers found',
                  description: 'Approve a registration or add a manufacturer to start the catalogue.',
                  action: <Button onClick={() => setSheet('new')}>Add manufacturer</Button>,
                }
          }
        />
      </div>
      <ManufacturerSheet target={sheet} onClose={() => setSheet(undefined)} />
      {dialog}
    </>
  );
}

/** The logo when there is one, else the business's initials: no broken-image boxes in the list. */
function ManufacturerMark({ manufacturer: m }: { manufacturer: AdminManufacturer }) {
  const logo = m.logo ?? m.logoUrl;
  if (logo) {
    return (
      <Picture
        image={logo}
        alt=""
        aspect="1/1"
        sizes="40px"
        className="hidden size-10 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-white md:block"
      />
    );
  }
  const initials = m.businessName
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="hidden size-10 shrink-0 items-center justify-center rounded-md bg-stone-200 text-sm font-semibold text-stone-700 md:flex"
    >
      {initials}
    </span>
  );
}

function GstinCell({ manufacturer: m }: { manufacturer: AdminManufacturer }) {
  if (!m.gstin) return <span className="text-stone-500">Not given</span>;
  return (
    <div className="space-y-1">
      <p className="font-mono text-xs tracking-wide text-granite-black">{m.gstin}</p>
      {m.gstinVerified ? (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          Verified
        </Badge>
      ) : m.gstinValid ? (
        <Badge variant="neutral">Check digit correct</Badge>
      ) : (
        <Badge variant="danger">
          <CircleAlert aria-hidden="true" />
          Check digit wrong
        </Badge>
      )}
    </div>
  );
}

function StatusBadge({ manufacturer: m }: { manufacturer: AdminManufacturer }) {
  if (m.deletedAt) return <Badge variant="neutral">Deleted</Badge>;
  return m.status === 'active' ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="danger">Suspended</Badge>
  );
}
