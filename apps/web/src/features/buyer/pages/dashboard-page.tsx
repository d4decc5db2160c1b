import type { StoreProductSummary } from '@granite/shared';
import {
  BellRing,
  Building2,
  ClipboardList,
  FileText,
  GitCompareArrows,
  LayoutGrid,
  Megaphone,
  PackageOpen,
  Search,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ComparisonWidget } from '@/components/comparison-widget';
import { ProductBrowser } from '@/components/product-browser/product-browser';
import { ProductCard } from '@/components/product-card';
import { DASHBOARD_GRID_SIZES } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BusinessDetails } from '@/features/buyer/components/business-details';
import { MyOrders } from '@/features/buyer/components/my-orders';
import { MyRequirements } from '@/features/buyer/components/my-requirements';
import { MySamples } from '@/features/buyer/components/my-samples';
import { QuoteRequestList } from '@/features/buyer/components/quote-request-list';
import { SavedSearchesTab } from '@/features/buyer/components/saved-searches-tab';
import { useProducts } from '@/lib/api/products';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n';

const TABS = [
  'products',
  'search',
  'compare',
  'quotes',
  'orders',
  'requirements',
  'samples',
  'saved-searches',
  'business',
] as const;
type Tab = (typeof TABS)[number];

/**
 * Storefront 2.18: welcome with the full name, else the e-mail; the spec's four tabs first (All
 * Products first), then the buyer's trade: orders (D18), requirements (D38), samples (D39), saved searches (D41)
 * and business details (D34).
 */
export function DashboardPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'products';
  const t = useT();

  return (
    <>
      <PageHeader
        eyebrow={t('Your account')}
        title={t('My Dashboard')}
        description={
          <>
            <span className="font-medium text-granite-black">
              {t('Welcome, {name}', { name: user?.name?.trim() || user?.email })}
            </span>
            {t('. Browse products, compare manufacturers and follow your quote requests.')}
          </>
        }
      />
      <Container className="py-6 sm:py-8">
        <Tabs
          value={tab}
          onValueChange={(value) => {
            // Only the tab is kept; each tab's own filters start fresh.
            setParams(value === 'products' ? {} : { tab: value }, { replace: true });
          }}
        >
          {/* Nine tabs in rows of two below sm: all in sight at 360 px, none scrolled away; from sm
              they wrap in one row. */}
          <TabsList
            aria-label={t('Dashboard sections')}
            className="grid grid-cols-2 overflow-visible sm:flex sm:flex-wrap [&>button]:justify-center sm:[&>button]:justify-start"
          >
            <TabsTrigger value="products">
              <LayoutGrid aria-hidden="true" />
              {t('All Products')}
            </TabsTrigger>
            <TabsTrigger value="search">
              <Search aria-hidden="true" />
              {t('Search')}
            </TabsTrigger>
            <TabsTrigger value="compare">
              <GitCompareArrows aria-hidden="true" />
              {t('Compare Products')}
            </TabsTrigger>
            <TabsTrigger value="quotes">
              <FileText aria-hidden="true" />
              {t('Quote Requests')}
            </TabsTrigger>
            <TabsTrigger value="orders">
              <ClipboardList aria-hidden="true" />
              {t('Orders')}
            </TabsTrigger>
            <TabsTrigger value="requirements">
              <Megaphone aria-hidden="true" />
              {t('Requirements')}
            </TabsTrigger>
            <TabsTrigger value="samples">
              <PackageOpen aria-hidden="true" />
              {t('Samples')}
            </TabsTrigger>
            <TabsTrigger value="saved-searches">
              <BellRing aria-hidden="true" />
              {t('Saved searches')}
            </TabsTrigger>
            <TabsTrigger value="business">
              <Building2 aria-hidden="true" />
              {t('Business details')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="products">
            <ProductBrowser />
          </TabsContent>
          <TabsContent value="search">
            <SearchTab />
          </TabsContent>
          <TabsContent value="compare" className="max-w-3xl">
            <ComparisonWidget />
          </TabsContent>
          <TabsContent value="quotes">
            <QuoteRequestList />
          </TabsContent>
          <TabsContent value="orders" className="max-w-5xl">
            <MyOrders />
          </TabsContent>
          <TabsContent value="requirements" className="max-w-4xl">
            <MyRequirements />
          </TabsContent>
          <TabsContent value="samples">
            <MySamples />
          </TabsContent>
          <TabsContent value="business">
            <BusinessDetails />
          </TabsContent>
          <TabsContent value="saved-searches" className="max-w-4xl">
            <SavedSearchesTab />
          </TabsContent>
        </Tabs>
      </Container>
    </>
  );
}

function SearchTab() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const { data, isFetching } = useProducts({ search: search || undefined, pageSize: 12, facets: false });
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
  };
  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="flex max-w-xl gap-2">
        <input
          type="search"
          aria-label={t('Search products')}
          placeholder={t('Search granite by name, colour or manufacturer')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="h-10 flex-1 rounded-md border border-stone-300 bg-white px-3 text-sm focus-visible:border-copper-700 focus-visible:outline-2 focus-visible:outline-copper-700/30"
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('Search')}
        </Button>
      </form>
      {search && data && (
        <p className="text-sm text-stone-600" aria-live="polite">
          {isFetching
            ? t('Searching…')
            : t('{count} products found for "{search}"', {
                count: data.total,
                search: data.searchedFor ?? search,
              })}
        </p>
      )}
      {search && data?.items.length === 0 && !isFetching ? (
        <p className="py-10 text-center text-stone-600">
          {t('No products found matching your search criteria')}
        </p>
      ) : (
        search && (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {data?.items.map((p: StoreProductSummary) => (
              <li key={p.id}>
                <ProductCard product={p} sizes={DASHBOARD_GRID_SIZES} />
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
