import {
  type AdminContactMessage,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  INBOX_MESSAGES,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect } from 'react';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  DataTableToolbar,
  useTableParams,
} from '@/components/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useAdminInbox, useInboxActions } from '../api/admin-inbox';
import { InboxMessageDialog } from '../components/inbox-message-dialog';
import { CONTACT_STATUS_LABELS, ContactStatusBadge } from '../components/inbox-status';
import { formatAdminDateTime } from '../lib/admin-format';

/** Admin inbox (D21): the messages sent from /contact. Opening one marks it read. */
export function AdminInboxPage() {
  const params = useTableParams({ pageSize: 20 });
  const statusParam = params.get('status');
  const status = (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as ContactMessageStatus)
    : undefined;
  const search = params.get('search');
  const inbox = useAdminInbox({ page: params.page, pageSize: params.pageSize, status, search });
  const { markRead } = useInboxActions();
  const openId = Number(params.get('open')) || undefined;
  const items = inbox.data?.items;
  const open = items?.find((m) => m.id === openId) ?? null;
  const opened = markRead.data?.id === openId ? markRead.data : undefined;

  const openMessage = (id: number | undefined) => params.set({ open: id }, { keepPage: true });

  // Opening a new message marks it read (once).
  useEffect(() => {
    if (open?.status === 'new' && !markRead.isPending && markRead.variables !== open.id)
      markRead.mutate(open.id);
  }, [open, markRead]);

  const columns: ColumnDef<AdminContactMessage>[] = [
    {
      id: 'from',
      header: 'From',
      meta: { primary: true },
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => openMessage(row.original.id)}
          className={cn(
            'rounded-sm text-left hover:text-copper-700 focus-visible:outline-2 focus-visible:outline-copper-700',
            row.original.status === 'new' ? 'font-semibold text-granite-black' : 'text-stone-800',
          )}
        >
          {row.original.name}
          <span className="block text-xs font-normal break-all text-stone-500">{row.original.email}</span>
        </button>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      meta: { className: 'min-w-64' },
      cell: ({ row }) => (
        <span className="block max-w-xl">
          {row.original.subject && (
            <span className={cn('block', row.original.status === 'new' && 'font-semibold')}>
              {row.original.subject}
            </span>
          )}
          <span className="line-clamp-1 text-stone-600">{row.original.message}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <ContactStatusBadge status={row.original.status} />,
    },
    {
      id: 'received',
      header: 'Received',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatAdminDateTime(row.original.createdAt)}</span>
      ),
    },
  ];

  const counts = inbox.data?.counts;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Inbox"
        description="Messages visitors send from the contact page. Answer by e-mail, or mark them handled."
        variant="panel"
      />
      <div>
        <DataTableToolbar>
          <DataTableSearch params={params} name="search" label="Search name, e-mail or message" />
          <DataTableFilter
            params={params}
            name="status"
            label="Status"
            allLabel="All messages"
            options={CONTACT_MESSAGE_STATUSES.map((s) => ({
              value: s,
              label: counts ? `${CONTACT_STATUS_LABELS[s]} (${counts[s]})` : CONTACT_STATUS_LABELS[s],
            }))}
          />
        </DataTableToolbar>
        <DataTable
          caption="Contact messages"
          columns={columns}
          rows={items}
          total={inbox.data?.total ?? 0}
          params={params}
          getRowId={(m) => String(m.id)}
          isLoading={inbox.isPending}
          isError={inbox.isError}
          onRetry={() => inbox.refetch()}
          highlightRow={(m) => m.status === 'new'}
          empty={{ title: status || search ? INBOX_MESSAGES.noMatch : INBOX_MESSAGES.empty }}
        />
      </div>
      <InboxMessageDialog
        message={open ? { ...open, ...(opened ?? {}) } : null}
        onOpenChange={(isOpen) => !isOpen && openMessage(undefined)}
      />
    </div>
  );
}
