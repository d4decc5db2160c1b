import { DASHBOARD_EMPTY_TEXTS } from '@granite/shared';
import { ArrowRight, FileText, Inbox, type LucideIcon, UserCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoadError } from '@/components/page-status';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useAdminDashboard } from '../api/admin-dashboard';
import {
  CategoriesSummary,
  ManufacturersSummary,
  ProductsSummary,
  QuoteRequestsSummary,
  UsersSummary,
} from '../components/dashboard-summaries';
import { FieldDataTable } from '../components/field-data-table';

/** Admin spec 2: five tabs, Categories first. */
const TABS = [
  { value: 'categories', label: 'Categories' },
  { value: 'products', label: 'Products' },
  { value: 'manufacturers', label: 'Manufacturers' },
  { value: 'users', label: 'Users' },
  { value: 'quote-requests', label: 'Quote Requests' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === tabParam) ? (tabParam as TabValue) : 'categories';
  const data = dashboard.data;
  const queues = data?.queues;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Admin Dashboard"
        description="What needs your attention, and the latest of the marketplace's catalogue, members and requests."
        variant="panel"
      />

      {dashboard.isError ? (
        <PageLoadError subject="the dashboard" onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <section aria-labelledby="queues-heading">
            <h2 id="queues-heading" className="sr-only">
              Waiting for you
            </h2>
            <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
              <QueueCard
                icon={UserCheck}
                count={queues?.pendingVendorApprovals}
                label="Pending vendor approvals"
                singular="Pending vendor approval"
                action="Review applications"
                to="/admin/vendor-approvals"
              />
              <QueueCard
                icon={FileText}
                count={queues?.pendingQuoteRequests}
                label="New quote requests"
                singular="New quote request"
                action="Open quote requests"
                to="/admin/quote-requests?status=pending"
              />
              <QueueCard
                icon={Inbox}
                count={queues?.unreadMessages}
                label="Unread messages"
                singular="Unread message"
                action="Open the inbox"
                to="/admin/inbox?status=new"
              />
            </ul>
          </section>

          <Tabs
            value={tab}
            onValueChange={(value) =>
              setSearch(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value === 'categories') next.delete('tab');
                  else next.set('tab', value);
                  return next;
                },
                { replace: true },
              )
            }
          >
            <TabsList aria-label="Dashboard sections">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="categories">
              <CategoriesSummary section={data?.categories} loading={dashboard.isPending} />
            </TabsContent>
            <TabsContent value="products">
              <ProductsSummary
                section={data?.products}
                loading={dashboard.isPending}
                empty={DASHBOARD_EMPTY_TEXTS.products}
              />
            </TabsContent>
            <TabsContent value="manufacturers">
              <ManufacturersSummary
                section={data?.manufacturers}
                loading={dashboard.isPending}
                empty={DASHBOARD_EMPTY_TEXTS.manufacturers}
              />
            </TabsContent>
            <TabsContent value="users">
              <UsersSummary
                section={data?.users}
                loading={dashboard.isPending}
                empty={DASHBOARD_EMPTY_TEXTS.users}
              />
            </TabsContent>
            <TabsContent value="quote-requests">
              <QuoteRequestsSummary
                section={data?.quoteRequests}
                loading={dashboard.isPending}
                empty={DASHBOARD_EMPTY_TEXTS.quoteRequests}
              />
            </TabsContent>
          </Tabs>

          <FieldDataTable />
        </>
      )}
    </div>
  );
}

function QueueCard({
  icon: Icon,
  count,
  label,
  singular,
  action,
  to,
}: {
  icon: LucideIcon;
  count: number | undefined;
  label: string;
  singular: string;
  action: string;
  to: string;
}) {
  const waiting = (count ?? 0) > 0;
  return (
    <li>
      <Link
        to={to}
        aria-label={`${count ?? 0} ${count === 1 ? singular : label}: ${action}`}
        className={cn(
          'group grid h-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 rounded-lg border bg-white p-4 shadow-xs transition-colors duration-150',
          'sm:flex sm:flex-col sm:items-start sm:p-5',
          'hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700',
          waiting ? 'border-copper-200' : 'border-stone-200',
        )}
      >
        <span className="flex items-center justify-between sm:w-full">
          <span
            className={cn(
              'grid size-9 place-items-center rounded-md',
              waiting ? 'bg-copper-50 text-copper-700' : 'bg-stone-100 text-stone-500',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </span>
          {waiting && (
            <span className="hidden rounded-full bg-copper-700 px-2 py-0.5 text-xs font-semibold text-white sm:inline">
              Needs action
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-col sm:mt-4">
          <span className="text-2xl font-semibold tabular-nums text-granite-black sm:text-3xl">
            {count === undefined ? (
              <span className="inline-block h-8 w-10 animate-pulse rounded bg-stone-200" />
            ) : (
              count.toLocaleString('en-IN')
            )}
          </span>
          <span className="mt-0.5 text-sm text-stone-600">{count === 1 ? singular : label}</span>
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-copper-700 group-hover:text-copper-800 sm:mt-4">
          <span className="hidden sm:inline">{action}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </Link>
    </li>
  );
}
