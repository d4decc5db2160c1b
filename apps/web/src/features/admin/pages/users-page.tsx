import { type AdminUserRow, USER_MESSAGES, type UserStatus } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/auth/session';
import { useAdminUsers } from '../api/admin-users';
import { AdminBadge, UserStatusBadge } from '../components/status-badges';
import { useUserActions } from '../components/user-actions';
import { formatAdminDate } from '../lib/admin-format';

type Row = z.infer<typeof AdminUserRow>;
const STATUSES: { value: UserStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'deleted', label: 'Deleted' },
];

/** Admin spec 2, Users: search by name, e-mail or business name; status filter; suspend, reactivate, delete. */
export function AdminUsersPage() {
  const params = useTableParams({ pageSize: 20 });
  const search = params.get('search');
  const statusParam = params.get('status');
  const status = STATUSES.some((s) => s.value === statusParam) ? (statusParam as UserStatus) : undefined;
  const users = useAdminUsers({ page: params.page, pageSize: params.pageSize, search, status });
  const session = useSession();
  const selfId = session.session?.user.id;
  const { confirm, dialog } = useConfirm();
  const actionsFor = useUserActions();

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'User',
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/users/${encodeURIComponent(row.original.id)}`}
              className="font-medium text-granite-black hover:text-copper-700 hover:underline"
            >
              {row.original.name}
            </Link>
            <AdminBadge role={row.original.role} />
            {row.original.id === selfId && <span className="text-xs text-stone-500">(you)</span>}
          </span>
        ),
      },
      {
        id: 'email',
        header: 'E-mail',
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      },
      {
        id: 'business',
        header: 'Business',
        cell: ({ row }) => row.original.businessName ?? <span className="text-stone-400">None</span>,
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <span className="flex flex-col items-start gap-1">
            <UserStatusBadge status={row.original.status} />
            {row.original.suspensionReason && (
              <span className="max-w-48 text-xs text-stone-500">{row.original.suspensionReason}</span>
            )}
          </span>
        ),
      },
      {
        id: 'joined',
        header: 'Joined',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatAdminDate(row.original.createdAt)}</span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <RowActions
            label={row.original.name}
            confirm={confirm}
            actions={actionsFor(row.original, selfId)}
          />
        ),
      },
    ],
    [actionsFor, confirm, selfId],
  );

  const filtered = Boolean(search || status);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Everyone with an account: buyers, manufacturers' owners and administrators."
        variant="panel"
      />
      <div>
        <DataTableToolbar>
          <DataTableSearch params={params} name="search" label="Search by name, e-mail or business" />
          <DataTableFilter params={params} name="status" label="Status" allLabel="All" options={STATUSES} />
        </DataTableToolbar>
        <DataTable
          caption="Users"
          columns={columns}
          rows={users.data?.items}
          total={users.data?.total ?? 0}
          params={params}
          getRowId={(u) => u.id}
          isLoading={users.isPending}
          isError={users.isError}
          onRetry={() => users.refetch()}
          empty={{ title: filtered ? USER_MESSAGES.noMatch : USER_MESSAGES.noUsers }}
        />
      </div>
      {dialog}
    </div>
  );
}
