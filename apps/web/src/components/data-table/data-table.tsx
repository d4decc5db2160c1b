// The one data table of the admin and manufacturer areas (TanStack Table; docs/architecture.md, Visual direction). Rows come
// from the server one page at a time; paging, sorting and filters live in the URL (useTableParams).
//
//   const params = useTableParams({ pageSize: 10, sort: 'createdAt', dir: 'desc' });
//   const query = useQuery(adminProductsQuery(params.query));     // the API reads page, pageSize, sort, dir, q, …
//   const { confirm, dialog } = useConfirm();
//   const columns: ColumnDef<Row>[] = [
//     { id: 'name', header: 'Name', enableSorting: true, meta: { primary: true }, cell: ({ row }) => … },
//     { id: 'price', header: 'Price', enableSorting: true, meta: { align: 'right' }, cell: … },
//     { id: 'actions', header: () => <span className="sr-only">Actions</span>,
//       cell: ({ row }) => <RowActions label={row.original.name} confirm={confirm} actions={[…]} /> },
//   ];
//   <DataTableToolbar actions={<Button>Add</Button>}>
//     <DataTableSearch params={params} label="Search products" />
//     <DataTableFilter params={params} name="status" label="Status" allLabel="All statuses" options={…} />
//   </DataTableToolbar>
//   <DataTable caption="Products" columns={columns} rows={query.data?.items} total={query.data?.total ?? 0}
//     params={params} getRowId={(r) => String(r.id)} isLoading={query.isPending} isError={query.isError}
//     onRetry={query.refetch} empty={{ title: 'No products found matching your search criteria' }}
//     selection={{ selected, onChange: setSelected }} />
//   {dialog}
//
// Column ids are the server's sort keys; `enableSorting: true` makes a header sortable (sorting is off
// by default). Below the `md` breakpoint each row is a card: the `primary` column is its title, the
// others are label/value pairs (meta.label or the string header), the `actions` column sits top right.
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListLoadError } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTableT } from './i18n';
import { useMediaQuery } from './use-media-query';
import type { TableParams } from './use-table-params';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The label of the value on a phone card when the header is not a plain string. */
    label?: string;
    /** The column that titles the row's card on a phone. */
    primary?: boolean;
    /** Leave this column off the phone card. */
    hideOnCard?: boolean;
    align?: 'left' | 'right' | 'center';
    /** Extra classes for this column's cells (and header). */
    className?: string;
  }
}

export type EmptyState = { title: string; description?: string; action?: ReactNode };

type DataTableProps<Row> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in TanStack's own examples.
  columns: ColumnDef<Row, any>[];
  rows: Row[] | undefined;
  total: number;
  params: TableParams;
  getRowId(row: Row): string;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?(): void;
  /** The spec's empty text, e.g. 'No products found matching your search criteria'. */
  empty: EmptyState;
  /** Checkbox selection for bulk actions; ids of the selected rows (kept across pages by the caller). */
  selection?: { selected: readonly string[]; onChange(ids: string[]): void };
  /** Rows that need the admin (e.g. waiting over 24 h) get a highlighted background. */
  highlightRow?(row: Row): boolean;
  className?: string;
};

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  params,
  getRowId,
  isLoading,
  isError,
  onRetry,
  empty,
  selection,
  highlightRow,
  className,
}: DataTableProps<Row>) {
  const t = useTableT();
  const wide = useMediaQuery('(min-width: 768px)');
  const data = rows ?? [];
  const rowSelection: RowSelectionState = Object.fromEntries(
    (selection?.selected ?? []).map((id) => [id, true]),
  );
  const sorting: SortingState = params.sort ? [{ id: params.sort, desc: params.dir === 'desc' }] : [];

  const selectColumn: ColumnDef<Row> = {
    id: '__select',
    enableSorting: false,
    meta: { hideOnCard: true, className: 'w-10' },
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={t('Select all rows on this page')}
        className="size-4 accent-copper-700"
        checked={table.getIsAllPageRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={t('Select row')}
        className="size-4 accent-copper-700"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };

  const table = useReactTable({
    data,
    columns: selection ? [selectColumn, ...columns] : columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableRowSelection: Boolean(selection),
    rowCount: total,
    state: { rowSelection, sorting, pagination: { pageIndex: params.page - 1, pageSize: params.pageSize } },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection.onChange(Object.keys(next).filter((id) => next[id]));
    },
    defaultColumn: { enableSorting: false },
  });

  const totalPages = Math.max(1, Math.ceil(total / params.pageSize));
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(total, params.page * params.pageSize);

  if (isError) return <ListLoadError subject={caption} onRetry={() => onRetry?.()} />;

  const showEmpty = !isLoading && data.length === 0;
  const headerGroups = table.getHeaderGroups();
  const bodyRows = table.getRowModel().rows;
  const skeletonRows = Array.from({ length: Math.min(params.pageSize, 6) }, (_, i) => `skeleton-${i}`);

  return (
    <div className={cn('rounded-lg border border-stone-200 bg-white shadow-xs', className)}>
      {wide ? (
        <div className="max-h-[70vh] overflow-auto rounded-t-lg">
          <table className="w-full border-collapse text-sm" aria-busy={isLoading || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              {headerGroups.map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const sorted = header.column.getIsSorted();
                    // The column's own flag: TanStack's getCanSort() also wants an accessor, which
                    // these columns (cell renderers, sorted by the server) do not have.
                    const canSort = header.column.columnDef.enableSorting === true;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                        className={cn(
                          'sticky top-0 z-10 border-b border-stone-200 bg-stone-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase',
                          alignClass[meta?.align ?? 'left'],
                          meta?.className,
                        )}
                      >
                        {header.isPlaceholder ? null : canSort ? (
                          <button
                            type="button"
                            onClick={() => params.toggleSort(header.column.id)}
                            className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-granite-black focus-visible:outline-2 focus-visible:outline-copper-700"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            {sorted === 'asc' ? (
                              <ArrowUp aria-hidden="true" className="size-3.5" />
                            ) : sorted === 'desc' ? (
                              <ArrowDown aria-hidden="true" className="size-3.5" />
                            ) : (
                              <ArrowUpDown aria-hidden="true" className="size-3.5 text-stone-400" />
                            )}
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {isLoading && data.length === 0
                ? skeletonRows.map((key) => (
                    <tr key={key} className="border-b border-stone-100 last:border-0">
                      {table.getVisibleLeafColumns().map((column) => (
                        <td key={column.id} className="px-4 py-3.5">
                          <span className="block h-4 w-3/4 animate-pulse rounded bg-stone-200" />
                        </td>
                      ))}
                    </tr>
                  ))
                : bodyRows.map((row) => (
                    <tr
                      key={row.id}
                      data-state={row.getIsSelected() ? 'selected' : undefined}
                      className={cn(
                        'border-b border-stone-100 last:border-0 hover:bg-stone-50/70 data-[state=selected]:bg-copper-50/60',
                        highlightRow?.(row.original) && 'bg-amber-50/70',
                      )}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta;
                        return (
                          <td
                            key={cell.id}
                            className={cn(
                              'px-4 py-3 align-middle',
                              alignClass[meta?.align ?? 'left'],
                              meta?.className,
                            )}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={caption} aria-busy={isLoading || undefined} className="divide-y divide-stone-100">
          {isLoading && data.length === 0
            ? skeletonRows.map((key) => (
                <li key={key} className="space-y-2 p-4">
                  <span className="block h-4 w-1/2 animate-pulse rounded bg-stone-200" />
                  <span className="block h-3 w-3/4 animate-pulse rounded bg-stone-100" />
                </li>
              ))
            : bodyRows.map((row) => {
                const cells = row.getVisibleCells();
                const primary = cells.find((c) => c.column.columnDef.meta?.primary);
                const select = cells.find((c) => c.column.id === '__select');
                const actions = cells.find((c) => c.column.id === 'actions');
                const rest = cells.filter(
                  (c) =>
                    c !== primary && c !== select && c !== actions && !c.column.columnDef.meta?.hideOnCard,
                );
                return (
                  <li
                    key={row.id}
                    className={cn('p-4', highlightRow?.(row.original) && 'bg-amber-50/70')}
                    data-state={row.getIsSelected() ? 'selected' : undefined}
                  >
                    <div className="flex items-start gap-3">
                      {select && (
                        <div className="pt-0.5">
                          {flexRender(select.column.columnDef.cell, select.getContext())}
                        </div>
                      )}
                      <div className="min-w-0 flex-1 font-medium text-granite-black">
                        {primary && flexRender(primary.column.columnDef.cell, primary.getContext())}
                      </div>
                      {actions && (
                        <div className="-mt-1 -mr-2">
                          {flexRender(actions.column.columnDef.cell, actions.getContext())}
                        </div>
                      )}
                    </div>
                    {rest.length > 0 && (
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                        {rest.map((cell) => {
                          const header = cell.column.columnDef.header;
                          const label =
                            cell.column.columnDef.meta?.label ??
                            (typeof header === 'string' ? header : cell.column.id);
                          return (
                            <div key={cell.id} className="contents">
                              <dt className="text-stone-500">{label}</dt>
                              <dd className="min-w-0 text-granite-black">
                                {flexRender(cell.column.columnDef.cell, cell.getContext())}
                              </dd>
                            </div>
                          );
                        })}
                      </dl>
                    )}
                  </li>
                );
              })}
        </ul>
      )}

      {showEmpty && (
        <div className="px-6 py-14 text-center">
          <p className="font-semibold text-granite-black">{empty.title}</p>
          {empty.description && (
            <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{empty.description}</p>
          )}
          {empty.action && <div className="mt-4 flex justify-center">{empty.action}</div>}
        </div>
      )}

      {total > 0 && (
        <div className="flex flex-col gap-2 border-t border-stone-200 px-4 py-3 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="tabular-nums">
            {t('Showing {from}–{to} of {total}', { from, to, total: total.toLocaleString('en-IN') })}
          </p>
          {totalPages > 1 && (
            <nav aria-label={t('{caption} pages', { caption })} className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={params.page <= 1}
                onClick={() => params.setPage(params.page - 1)}
              >
                <ChevronLeft aria-hidden="true" />
                {t('Previous')}
              </Button>
              <span className="tabular-nums">
                {t('Page {page} of {pages}', { page: params.page, pages: totalPages })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={params.page >= totalPages}
                onClick={() => params.setPage(params.page + 1)}
              >
                {t('Next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
