// D38: every open requirement buyers posted, newest first, filtered by status; an admin hides one
// with a reason (kept in the activity log, D28): manufacturers no longer see it or reply to it.
import {
  type AdminRequirement,
  formatINR,
  REQUIREMENT_REPLY_SEATS,
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_VIEW_STATUSES,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { toast } from 'sonner';
import {
  DataTable,
  DataTableFilter,
  DataTableToolbar,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import { useAdminRequirements, useHideRequirement } from '@/lib/api/requirements';
import { formatAdminDate } from '../lib/admin-format';

const STATUSES = REQUIREMENT_VIEW_STATUSES.map((value) => ({
  value,
  label: REQUIREMENT_STATUS_LABELS[value],
}));
const TONE = {
  open: 'success',
  full: 'warning',
  expired: 'neutral',
  closed: 'neutral',
  hidden: 'danger',
} as const;

const stoneOf = (r: AdminRequirement) =>
  `${r.varietyName ?? r.categoryName ?? 'Granite'} ${r.productType.toLowerCase()}${r.stone ? ` (${r.stone})` : ''}`;

export function AdminRequirementsPage() {
  const params = useTableParams({ pageSize: 20 });
  const statusParam = params.get('status');
  const status = STATUSES.some((s) => s.value === statusParam) ? (statusParam ?? undefined) : undefined;
  const list = useAdminRequirements({ page: params.page, status });
  const hide = useHideRequirement();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<ColumnDef<AdminRequirement>[]>(
    () => [
      {
        id: 'requirement',
        header: 'Requirement',
        meta: { primary: true },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="min-w-0 md:max-w-72">
              <p className="font-medium text-granite-black">
                #{r.id} · {stoneOf(r)}
              </p>
              <p className="text-xs text-stone-600">
                {r.quantitySqft.toLocaleString('en-IN')} sq.ft · {r.deliveryCity} {r.deliveryPin}
                {r.targetPricePaise !== null && ` · target ${formatINR(r.targetPricePaise)}/sq.ft`}
              </p>
              {r.description && <p className="mt-1 line-clamp-2 text-xs text-stone-600">{r.description}</p>}
            </div>
          );
        },
      },
      {
        id: 'buyer',
        header: 'Buyer',
        cell: ({ row }) => (
          <div className="text-sm">
            <p>{row.original.customerName}</p>
            <p className="text-xs break-all text-stone-600">
              {row.original.buyerEmail ?? row.original.mobileNumber}
            </p>
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <div className="space-y-1">
            <Badge variant={TONE[row.original.status]}>
              {REQUIREMENT_STATUS_LABELS[row.original.status]}
            </Badge>
            <p className="text-xs text-stone-600">
              {row.original.replyCount} of {REQUIREMENT_REPLY_SEATS} replies
            </p>
            {row.original.hiddenReason && (
              <p className="max-w-48 text-xs text-stone-500">{row.original.hiddenReason}</p>
            )}
          </div>
        ),
      },
      {
        id: 'posted',
        header: 'Posted',
        cell: ({ row }) => (
          <div className="text-sm whitespace-nowrap">
            <p>{formatAdminDate(row.original.createdAt)}</p>
            <p className="text-xs text-stone-600">until {formatAdminDate(row.original.expiresAt)}</p>
          </div>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { align: 'right' },
        cell: ({ row }) =>
          row.original.status === 'hidden' ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Hide requirement #${row.original.id}`}
              onClick={() =>
                confirm(
                  {
                    title: `Hide requirement #${row.original.id}?`,
                    description:
                      'Manufacturers will no longer see it or reply to it. Replies already sent stay with the buyer.',
                    confirmLabel: 'Hide requirement',
                    reason: { label: 'Reason', required: true, maxLength: 500 },
                  },
                  (reason) =>
                    hide.mutateAsync(
                      { id: row.original.id, reason },
                      {
                        onSuccess: () => toast.success('Requirement hidden'),
                        onError: (e) => toast.error(isApiError(e) ? e.message : 'Please try again.'),
                      },
                    ),
                )
              }
            >
              Hide
            </Button>
          ),
      },
    ],
    [confirm, hide],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Requirements"
        description="Open requirements buyers posted to every matching manufacturer. Hide one that breaks the rules, with a reason."
        variant="panel"
      />
      <div>
        <DataTableToolbar>
          <DataTableFilter params={params} name="status" label="Status" allLabel="All" options={STATUSES} />
        </DataTableToolbar>
        <DataTable
          caption="Requirements"
          columns={columns}
          rows={list.data?.items}
          total={list.data?.total ?? 0}
          params={params}
          getRowId={(r) => String(r.id)}
          isLoading={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          empty={{ title: status ? 'No requirements with this status' : 'No requirements yet' }}
        />
      </div>
      {dialog}
    </div>
  );
}
