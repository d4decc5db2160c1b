import { HIDE_REASON_REQUIRED, REVIEW_MESSAGES, type ReviewView } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import {
  DataTable,
  DataTableFilter,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { Stars } from '@/components/reviews/star-rating';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminReviews, useSetReviewHidden } from '../api/admin-reviews';

const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** D26: every review; an admin hides one (with a reason, recorded, D28) or shows it again. */
export function AdminReviewsPage() {
  const params = useTableParams({ pageSize: 20 });
  const { data, isPending, isError, refetch } = useAdminReviews(params.query);
  const setHidden = useSetReviewHidden();
  const { confirm, dialog } = useConfirm();

  const columns: ColumnDef<ReviewView>[] = [
    {
      id: 'vendor',
      header: 'Manufacturer',
      meta: { primary: true },
      cell: ({ row }) => (
        <div>
          <p className="font-medium">{row.original.vendorName}</p>
          <p className="text-xs text-stone-600">
            Order #{row.original.orderId} · {row.original.productName}
          </p>
        </div>
      ),
    },
    { id: 'rating', header: 'Rating', cell: ({ row }) => <Stars value={row.original.rating} /> },
    {
      id: 'body',
      header: 'Review',
      cell: ({ row }) => (
        <div className="max-w-md text-sm">
          <p className="line-clamp-3">{row.original.body}</p>
          {row.original.vendorReply && (
            <p className="mt-1 line-clamp-2 text-stone-600">Reply: {row.original.vendorReply}</p>
          )}
        </div>
      ),
    },
    { id: 'buyer', header: 'Buyer', cell: ({ row }) => row.original.reviewerName },
    { id: 'createdAt', header: 'Date', cell: ({ row }) => dateFmt.format(new Date(row.original.createdAt)) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.hiddenAt ? (
          <div className="text-sm">
            <span className="inline-flex rounded-full border border-stone-200 bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              Hidden
            </span>
            <p className="mt-1 text-xs text-stone-600">{row.original.hiddenReason}</p>
          </div>
        ) : (
          <span className="inline-flex rounded-full border border-success-200 bg-success-50 px-2 py-0.5 text-xs font-medium text-success-800">
            Visible
          </span>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <RowActions
          label={`review of ${row.original.vendorName}`}
          confirm={confirm}
          actions={[
            {
              label: 'Show again',
              icon: <Eye aria-hidden="true" />,
              hidden: !row.original.hiddenAt,
              onSelect: () =>
                setHidden
                  .mutateAsync({ id: row.original.id, reason: null })
                  .then(() => toast.success(REVIEW_MESSAGES.shown)),
            },
            {
              label: 'Hide review',
              icon: <EyeOff aria-hidden="true" />,
              destructive: true,
              hidden: Boolean(row.original.hiddenAt),
              confirm: {
                title: 'Hide this review?',
                description:
                  'It disappears from the public profile and no longer counts in the average rating.',
                confirmLabel: 'Hide review',
                reason: {
                  label: 'Reason',
                  required: true,
                  requiredMessage: HIDE_REASON_REQUIRED,
                  maxLength: 500,
                },
              },
              onSelect: (reason) =>
                setHidden
                  .mutateAsync({ id: row.original.id, reason })
                  .then(() => toast.success(REVIEW_MESSAGES.hidden)),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reviews"
        description="Buyers review a manufacturer once per delivered order. Hide a review that breaks the rules; the reason is kept in the activity log."
        variant="panel"
      />
      <div className="mt-6 space-y-4">
        <DataTableToolbar>
          <DataTableFilter
            params={params}
            name="hidden"
            label="Visibility"
            allLabel="All reviews"
            options={[
              { value: 'false', label: 'Visible' },
              { value: 'true', label: 'Hidden' },
            ]}
          />
        </DataTableToolbar>
        <DataTable
          caption="Reviews"
          columns={columns}
          rows={data?.items}
          total={data?.total ?? 0}
          params={params}
          getRowId={(r) => String(r.id)}
          isLoading={isPending}
          isError={isError}
          onRetry={refetch}
          empty={{ title: REVIEW_MESSAGES.noReviews }}
        />
      </div>
      {dialog}
    </>
  );
}
