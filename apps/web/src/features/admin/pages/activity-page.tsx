import { ACTIVITY_KINDS, type ActivityEntry } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { DataTable, DataTableFilter, DataTableToolbar, useTableParams } from '@/components/data-table';
import { DateInput } from '@/components/ui/date-input';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminActivity } from '../api/admin-activity';
import { useAdminUsers } from '../api/admin-users';
import { actionLabel, Changes, RowRef } from '../components/activity-entries';
import { formatAdminDateTime } from '../lib/admin-format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** D28: every admin write with who, what, which row, the changed fields and when; filtered by person, kind and dates. */
export function AdminActivityPage() {
  const params = useTableParams({ pageSize: 25 });
  const day = (name: string) => {
    const v = params.get(name);
    return v && DAY.test(v) ? v : undefined;
  };
  const filter = {
    page: params.page,
    pageSize: params.pageSize,
    actor: params.get('actor'),
    kind: params.get('kind'),
    from: day('from'),
    to: day('to'),
  };
  const activity = useAdminActivity(filter);
  const admins = useAdminUsers({ page: 1, pageSize: 100, role: 'admin' });
  const people = (admins.data?.items ?? []).map((u) => ({ value: u.id, label: u.name }));
  // Someone chosen from a user page who is not an admin still shows as the filter's value.
  if (filter.actor && !people.some((p) => p.value === filter.actor)) {
    people.push({ value: filter.actor, label: 'The chosen person' });
  }

  const columns = useMemo<ColumnDef<ActivityEntry>[]>(
    () => [
      {
        id: 'when',
        header: 'When',
        meta: { className: 'w-44' },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="whitespace-nowrap tabular-nums text-stone-700">
            {formatAdminDateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: 'what',
        header: 'Who and what',
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="text-sm">
            <span className="font-semibold text-granite-black">{row.original.actor?.name ?? 'System'}</span>{' '}
            {typeof row.original.metadata.firmRole === 'string' && (
              // D46: the member's role in the manufacturer firm when they took the step.
              <span className="text-stone-600">({row.original.metadata.firmRole}) </span>
            )}
            <span className="text-stone-700">{actionLabel(row.original.action).toLowerCase()}</span>{' '}
            <RowRef entry={row.original} />
            {typeof row.original.metadata.reason === 'string' && (
              <span className="block text-xs text-stone-600">Reason: {row.original.metadata.reason}</span>
            )}
          </span>
        ),
      },
      {
        id: 'changes',
        header: 'Changed fields',
        meta: { className: 'min-w-72' },
        cell: ({ row }) =>
          row.original.changes && Object.keys(row.original.changes).length > 0 ? (
            <Changes changes={row.original.changes} />
          ) : (
            <span className="text-stone-400">—</span>
          ),
      },
    ],
    [],
  );

  const filtered = Boolean(filter.actor || filter.kind || filter.from || filter.to);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Activity"
        description="Every change made by administrators, and account events: who, what, which record, before and after."
        variant="panel"
      />
      <div>
        <DataTableToolbar>
          <DataTableFilter params={params} name="actor" label="Person" allLabel="Everyone" options={people} />
          <DataTableFilter
            params={params}
            name="kind"
            label="Kind"
            allLabel="Every kind"
            options={ACTIVITY_KINDS.map((k) => ({ value: k.value, label: k.label }))}
          />
          <DateFilter label="From" value={filter.from} onChange={(v) => params.set({ from: v })} />
          <DateFilter label="To" value={filter.to} onChange={(v) => params.set({ to: v })} />
        </DataTableToolbar>
        <DataTable
          caption="Activity log"
          columns={columns}
          rows={activity.data?.items}
          total={activity.data?.total ?? 0}
          params={params}
          getRowId={(e) => String(e.id)}
          isLoading={activity.isPending}
          isError={activity.isError}
          onRetry={() => activity.refetch()}
          empty={{
            title: filtered ? 'No activity matches these filters' : 'No activity recorded yet',
            description: filtered ? 'Widen the dates or choose another person or kind.' : undefined,
          }}
        />
      </div>
    </div>
  );
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange(v: string): void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-44">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
        {label}
      </label>
      <DateInput id={id} value={value ?? ''} onChange={onChange} />
    </div>
  );
}
