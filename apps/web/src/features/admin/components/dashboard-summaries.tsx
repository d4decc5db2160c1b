// The dashboard's five tabs (admin spec 2) as short, read-only summaries: the latest rows of each,
// drawn by the one data table, and a link to the screen that manages them.
import {
  type AdminDashboard,
  categoryColourHex,
  DASHBOARD_LATEST_ROWS,
  type QuoteStatus,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type TableParams } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { formatPricePerSqft } from '@/lib/format';
import { formatAdminDate } from '../lib/admin-format';
import { AdminBadge, UserStatusBadge } from './status-badges';

type Section<K extends keyof AdminDashboard> = AdminDashboard[K] extends { latest: (infer R)[] } ? R : never;

/** A summary shows one fixed page; it never pages, sorts or filters (the full screens do). */
const SUMMARY_PARAMS: TableParams = {
  page: 1,
  pageSize: DASHBOARD_LATEST_ROWS,
  sort: undefined,
  dir: 'asc',
  get: () => undefined,
  set: () => {},
  setPage: () => {},
  toggleSort: () => {},
  query: {},
  drawerId: undefined,
  openDrawer: () => {},
};

type SummaryProps<K extends keyof AdminDashboard> = {
  section: { total: number; latest: Section<K>[] } | undefined;
  loading: boolean;
  empty?: string;
};

function Summary<Row>({
  caption,
  noun,
  manage,
  section,
  loading,
  empty,
  columns,
  getRowId,
}: {
  caption: string;
  noun: string;
  manage: string;
  section: { total: number; latest: Row[] } | undefined;
  loading: boolean;
  empty: string;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack).
  columns: ColumnDef<Row, any>[];
  getRowId(row: Row): string;
}) {
  const shown = section?.latest.length ?? 0;
  return (
    <section aria-label={caption} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-stone-600">
          {section && section.total > 0
            ? `The latest ${shown} of ${section.total.toLocaleString('en-IN')} ${noun}`
            : `No ${noun} yet`}
        </p>
        <Link
          to={manage}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-copper-700 hover:text-copper-800 hover:underline"
        >
          Manage {noun}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {/* total 0: the summary has no pager; the line above says how many there are. */}
      <DataTable
        caption={caption}
        columns={columns}
        rows={section?.latest}
        total={0}
        params={SUMMARY_PARAMS}
        getRowId={getRowId}
        isLoading={loading}
        empty={{ title: empty }}
      />
    </section>
  );
}

const date = (iso: string) => <span className="whitespace-nowrap tabular-nums">{formatAdminDate(iso)}</span>;

type CategoryRow = Section<'categories'>;
const categoryColumns: ColumnDef<CategoryRow>[] = [
  {
    id: 'name',
    header: 'Category',
    meta: { primary: true },
    cell: ({ row }) => (
      <span className="flex items-center gap-2.5">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-sm border border-black/10"
          style={{ backgroundColor: categoryColourHex(row.original.color) ?? undefined }}
        />
        <span className="font-medium text-granite-black">{row.original.name}</span>
      </span>
    ),
  },
  {
    id: 'products',
    header: 'Products',
    meta: { align: 'right' },
    cell: ({ row }) => <span className="tabular-nums">{row.original.productCount}</span>,
  },
  { id: 'updated', header: 'Last changed', cell: ({ row }) => date(row.original.updatedAt) },
];

export function CategoriesSummary(props: SummaryProps<'categories'>) {
  return (
    <Summary
      caption="Latest categories"
      noun="categories"
      manage="/admin/categories"
      columns={categoryColumns}
      getRowId={(r) => String(r.id)}
      empty="No categories yet"
      {...props}
      section={props.section}
    />
  );
}

type ProductRow = Section<'products'>;
const productColumns: ColumnDef<ProductRow>[] = [
  {
    id: 'name',
    header: 'Product',
    meta: { primary: true },
    cell: ({ row }) => <span className="font-medium text-granite-black">{row.original.name}</span>,
  },
  { id: 'manufacturer', header: 'Manufacturer', cell: ({ row }) => row.original.vendorName },
  { id: 'category', header: 'Category', cell: ({ row }) => row.original.categoryName },
  {
    id: 'price',
    header: 'Price',
    meta: { align: 'right' },
    cell: ({ row }) => (
      <span className="price-figures whitespace-nowrap">{formatPricePerSqft(row.original.pricePaise)}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 'suspended' ? (
        <Badge variant="danger">Suspended</Badge>
      ) : (
        <Badge variant="success">Active</Badge>
      ),
  },
];

export function ProductsSummary(props: SummaryProps<'products'> & { empty: string }) {
  return (
    <Summary
      caption="Latest products"
      noun="products"
      manage="/admin/products"
      columns={productColumns}
      getRowId={(r) => String(r.id)}
      {...props}
    />
  );
}

type ManufacturerRow = Section<'manufacturers'>;
const manufacturerColumns: ColumnDef<ManufacturerRow>[] = [
  {
    id: 'name',
    header: 'Manufacturer',
    meta: { primary: true },
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-granite-black">{row.original.businessName}</span>
        {row.original.isPremium && <Badge variant="accent">Premium</Badge>}
      </span>
    ),
  },
  {
    id: 'location',
    header: 'Location',
    cell: ({ row }) =>
      [row.original.city, row.original.state].filter(Boolean).join(', ') || (
        <span className="text-stone-500">Not given</span>
      ),
  },
  {
    id: 'products',
    header: 'Products',
    meta: { align: 'right' },
    cell: ({ row }) => <span className="tabular-nums">{row.original.productCount}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 'suspended' ? (
        <Badge variant="danger">Suspended</Badge>
      ) : (
        <Badge variant="success">Active</Badge>
      ),
  },
];

export function ManufacturersSummary(props: SummaryProps<'manufacturers'> & { empty: string }) {
  return (
    <Summary
      caption="Latest manufacturers"
      noun="manufacturers"
      manage="/admin/vendors"
      columns={manufacturerColumns}
      getRowId={(r) => String(r.id)}
      {...props}
    />
  );
}

type UserRow = Section<'users'>;
const userColumns: ColumnDef<UserRow>[] = [
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
      </span>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <UserStatusBadge status={row.original.status} /> },
  { id: 'joined', header: 'Joined', cell: ({ row }) => date(row.original.createdAt) },
];

export function UsersSummary(props: SummaryProps<'users'> & { empty: string }) {
  return (
    <Summary
      caption="Latest users"
      noun="users"
      manage="/admin/users"
      columns={userColumns}
      getRowId={(r) => r.id}
      {...props}
    />
  );
}

const QUOTE_BADGE: Record<QuoteStatus, 'warning' | 'accent' | 'success' | 'neutral' | 'danger'> = {
  unconfirmed: 'neutral',
  pending: 'warning',
  forwarded: 'accent',
  responded: 'accent',
  accepted: 'success',
  declined: 'neutral',
  closed: 'neutral',
};

type QuoteRow = Section<'quoteRequests'>;
const quoteColumns: ColumnDef<QuoteRow>[] = [
  {
    id: 'product',
    header: 'Product',
    meta: { primary: true },
    cell: ({ row }) => (
      <span>
        <span className="font-medium text-granite-black">{row.original.productName}</span>
        <span className="block text-xs text-stone-500">{row.original.vendorName}</span>
      </span>
    ),
  },
  { id: 'buyer', header: 'Buyer', cell: ({ row }) => row.original.customerName },
  {
    id: 'quantity',
    header: 'Quantity',
    meta: { align: 'right' },
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.quantitySqft.toLocaleString('en-IN')} sq.ft
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant={QUOTE_BADGE[row.original.status]} className="capitalize">
        {row.original.status}
      </Badge>
    ),
  },
  { id: 'received', header: 'Received', cell: ({ row }) => date(row.original.createdAt) },
];

export function QuoteRequestsSummary(props: SummaryProps<'quoteRequests'> & { empty: string }) {
  return (
    <Summary
      caption="Latest quote requests"
      noun="quote requests"
      manage="/admin/quote-requests"
      columns={quoteColumns}
      getRowId={(r) => String(r.id)}
      {...props}
    />
  );
}
