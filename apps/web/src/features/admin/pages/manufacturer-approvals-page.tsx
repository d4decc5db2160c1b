import {
  type AdminManufacturerApplication,
  MANUFACTURER_APPROVAL_EMPTY,
  type ManufacturerRequestStatus,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import {
  DataTable,
  DataTableSearch,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useManufacturerApplications } from '../api/admin-manufacturers';
import { decisionActions, formatDate, useManufacturerDecisions } from '../components/manufacturer-decisions';
import { GstinResult, ManufacturerDetailsDialog } from '../components/manufacturer-details-dialog';

const TABS: { value: ManufacturerRequestStatus; label: string }[] = [
  { value: 'pending', label: 'Pending Requests' },
  { value: 'approved', label: 'Approved Vendors' },
  { value: 'rejected', label: 'Rejected Vendors' },
];

/** Admin 2 "Vendor Registration Management" (/admin/vendor-approvals). */
export function AdminManufacturerApprovalsPage() {
  const params = useTableParams({ pageSize: 10 });
  const status = (TABS.find((t) => t.value === params.get('status'))?.value ??
    'pending') as ManufacturerRequestStatus;
  const query = useManufacturerApplications({ ...params.query, status });
  const counts = query.data?.counts;
  const { confirm, dialog } = useConfirm();
  const decisions = useManufacturerDecisions();
  const [details, setDetails] = useState<AdminManufacturerApplication>();

  const columns: ColumnDef<AdminManufacturerApplication>[] = [
    {
      id: 'businessName',
      header: 'Business',
      enableSorting: true,
      meta: { primary: true },
      cell: ({ row }) => (
        <div className="min-w-0">
          <button
            type="button"
            className="block max-w-full truncate text-left font-medium text-granite-black hover:text-copper-800 hover:underline"
            onClick={() => setDetails(row.original)}
          >
            {row.original.businessName}
          </button>
          <p className="truncate text-xs text-stone-600">{row.original.ownerName}</p>
        </div>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row }) => (
        <div className="min-w-0 text-sm">
          <p className="truncate">{row.original.email}</p>
          <p className="text-xs text-stone-600">{row.original.phone ?? 'No phone given'}</p>
        </div>
      ),
    },
    {
      id: 'gstin',
      header: 'GSTIN check',
      cell: ({ row }) => (
        <GstinResult
          gstin={row.original.gstin}
          valid={row.original.gstinValid}
          state={row.original.state}
          compact
        />
      ),
    },
    status === 'pending'
      ? {
          id: 'createdAt',
          header: 'Submitted',
          enableSorting: true,
          cell: ({ row }) => formatDate(row.original.createdAt),
        }
      : {
          id: 'updatedAt',
          header: status === 'approved' ? 'Approved' : 'Rejected',
          enableSorting: true,
          cell: ({ row }) => (
            <div className="text-sm">
              <p>{formatDate(row.original.decidedAt ?? row.original.updatedAt)}</p>
              {row.original.decidedBy && (
                <p className="text-xs text-stone-600">by {row.original.decidedBy.name}</p>
              )}
            </div>
          ),
        },
    ...(status === 'rejected'
      ? [
          {
            id: 'reason',
            header: 'Reason',
            cell: ({ row }) => (
              <p className="line-clamp-2 max-w-xs text-sm text-stone-700">{row.original.rejectionReason}</p>
            ),
          } satisfies ColumnDef<AdminManufacturerApplication>,
        ]
      : []),
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <RowActions
          label={row.original.businessName}
          confirm={confirm}
          actions={decisionActions(row.original, decisions, setDetails)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Vendor Registration Management"
        description="Review manufacturer registrations: check the business details and GSTIN, then approve or reject with a reason."
        variant="panel"
      />
      <Tabs
        value={status}
        onValueChange={(value) =>
          params.set({ status: value === 'pending' ? undefined : value, sort: undefined, dir: undefined })
        }
        className="mt-8"
      >
        <TabsList aria-label="Application status">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.value !== 'pending' || counts ? (
                <Badge
                  variant={tab.value === 'pending' && counts?.pending ? 'accent' : 'neutral'}
                  className="ml-2"
                >
                  {counts ? counts[tab.value] : '–'}
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="mt-6">
        <DataTableToolbar>
          <DataTableSearch
            params={params}
            label="Search applications"
            placeholder="Business, owner, e-mail or GSTIN"
          />
        </DataTableToolbar>
        <DataTable
          caption={TABS.find((t) => t.value === status)!.label}
          columns={columns}
          rows={query.data?.items}
          total={query.data?.total ?? 0}
          params={params}
          getRowId={(a) => String(a.id)}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          empty={{ title: MANUFACTURER_APPROVAL_EMPTY[status] }}
        />
      </div>
      <ManufacturerDetailsDialog
        key={details?.id}
        application={details}
        onClose={() => setDetails(undefined)}
        decisions={decisions}
        confirm={confirm}
      />
      {dialog}
    </>
  );
}
