export { ConfirmDialog, type ConfirmOptions, useConfirm } from './confirm-dialog';
export { DataTable, type EmptyState } from './data-table';
export { type RowAction, RowActions } from './row-actions';
export { BulkActionBar, DataTableFilter, DataTableSearch, DataTableToolbar } from './toolbar';
export { useMediaQuery } from './use-media-query';
export { type SortDirection, type TableParams, useTableParams } from './use-table-params';
