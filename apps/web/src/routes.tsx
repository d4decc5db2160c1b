import { LIMITS } from '@granite/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorFallback } from './app/error-fallback';
import { CenteredLayout } from './app/layouts/centered-layout';
import { SiteLayout } from './app/layouts/site-layout';
import { InitialLoading, RouteShell } from './app/route-shell';
import {
  browserRendered,
  PRIVATE,
  prefetch,
  type RouteHandle,
  serverRendered,
  titled,
} from './app/server-rendering';
import { type CatalogArea, ensureCatalogs, type Locale, PAGE_AREAS } from './lib/i18n';
import { loadToasts } from './lib/toast';

/** D40: the catalogue areas a panel's pages show beyond the storefront's (loaded with its guard). */
const GUARD_AREAS: Record<'buyer' | 'vendor' | 'admin', CatalogArea[]> = {
  buyer: ['trade', 'buyer'],
  vendor: ['trade', 'panel'],
  // The admin area stays English, but its order and quote screens share the trade's components,
  // whose English messages with placeholders are compiled in the trade catalogue.
  admin: ['trade'],
};

/**
 * D2's route guard, loaded with the panel it guards (the storefront's first download does not carry
 * it, ADR 011), and with the panel's message catalogues in the page's language (D40); `allow` as
 * RequireRole takes it.
 */
function guard(
  locale: Locale,
  area: 'buyer' | 'vendor' | 'admin',
  allow?: (session: { vendorApplication: unknown }) => boolean,
) {
  return async () => {
    const [{ RequireRole }] = await Promise.all([
      import('./app/require-role'),
      ensureCatalogs(locale, GUARD_AREAS[area]),
    ]);
    return { Component: () => <RequireRole area={area} allow={allow} /> };
  };
}

/** Each page is its own chunk: `page(() => import(...), 'ExportName')` loads it on first visit. */
function page<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The admin and manufacturer screens call sonner's `toast` themselves rather than lib/toast's, so the
 * toaster is loaded with them (elsewhere it loads with the first toast, ADR 011).
 */
function withToasts<T>(lazy: () => Promise<T>) {
  return () => {
    loadToasts().catch(() => undefined);
    return lazy();
  };
}

/**
 * A storefront page drawn with the manufacturer panel's texts (its sign-in, registration, FAQ and
 * guidelines): the panel catalogue loads with the page, so a server-rendered Hindi page hydrates with
 * the words it was rendered with (D40).
 */
function withPanelTexts<T>(locale: Locale, lazy: () => Promise<T>) {
  return async () => (await Promise.all([lazy(), ensureCatalogs(locale, ['panel'])]))[0];
}

/** Storefront spec 2.9: the comparison's filters as ManufacturerComparison reads them from the address. */
const comparison = prefetch((r, { params, search }) => [
  r.comparisonQuery(
    r.readComparisonQuery({
      product: search.get('product') ?? undefined,
      category: params.categoryId ?? search.get('category') ?? undefined,
      price: search.get('price') ?? undefined,
      quality: search.get('quality') ?? undefined,
      availability: search.get('availability') ?? undefined,
      sort: search.get('sort') ?? undefined,
    }),
  ),
]);

/**
 * Storefront and buyer routes (storefront spec 2.1), drawn inside the site header and footer. The
 * storefront's pages are rendered on the server with the reads named here (ADR 012); the footer's
 * content is read for all of them (the layout's route).
 */
const siteRoutes = (locale: Locale): RouteObject[] => [
  {
    index: true,
    lazy: page(() => import('./features/storefront/pages/home-page'), 'HomePage'),
    // Storefront 2.3: hero images, featured products, categories and premium manufacturers.
    handle: serverRendered({
      queries: prefetch((r) => [
        r.siteContentQuery('home'),
        r.graniteImagesQuery('hero'),
        r.productsQuery({ sort: 'bestsellers', pageSize: LIMITS.featuredProducts, facets: false }),
        r.categoriesQuery(),
        r.premiumManufacturersQuery(),
      ]),
    }),
  },
  {
    path: 'login',
    lazy: page(() => import('./features/buyer/pages/login-page'), 'LoginPage'),
    handle: PRIVATE,
  },
  {
    path: 'contact',
    lazy: page(() => import('./features/storefront/pages/contact-page'), 'ContactPage'),
    handle: serverRendered({ head: titled('Contact Us') }),
  },
  // The link at the foot of every notification e-mail (no sign-in needed).
  {
    path: 'unsubscribe',
    lazy: page(() => import('./features/buyer/pages/unsubscribe-page'), 'UnsubscribePage'),
  },
  // D41: the link at the foot of a saved search's alert (no sign-in needed).
  {
    path: 'saved-searches/unsubscribe',
    lazy: page(() => import('./features/alerts/unsubscribe-page'), 'SavedSearchUnsubscribePage'),
  },
  // D31: the link mailed to a signed-out visitor who asked for a quote (no sign-in needed).
  {
    path: 'quote-links/:token',
    lazy: page(() => import('./features/buyer/pages/quote-link-page'), 'QuoteLinkPage'),
    handle: PRIVATE,
  },
  {
    path: 'reset-password',
    lazy: page(() => import('./features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
    handle: PRIVATE,
  },
  {
    // Storefront 2.1 / D2: login required.
    lazy: guard(locale, 'buyer'),
    handle: PRIVATE,
    children: [
      {
        path: 'dashboard',
        lazy: page(() => import('./features/buyer/pages/dashboard-page'), 'DashboardPage'),
      },
      // D38: a signed-in buyer's open requirement.
      {
        path: 'requirements/new',
        lazy: page(() => import('./features/requirements/pages/new-requirement-page'), 'NewRequirementPage'),
      },
    ],
  },
  {
    path: 'categories',
    lazy: page(() => import('./features/catalog/pages/categories-page'), 'CategoriesPage'),
    handle: serverRendered({
      head: titled('Granite Categories'),
      queries: prefetch((r) => [r.categoriesQuery()]),
    }),
  },
  {
    path: 'category/:id',
    lazy: page(() => import('./features/catalog/pages/category-page'), 'CategoryPage'),
    // Storefront 2.5: the category and its products, as ProductBrowser asks for them (the filters in
    // the address, the category fixed); a path id that is no id asks for nothing.
    handle: serverRendered({
      head: ({ params }) => ({ page: 'category', id: params.id }),
      queries: prefetch((r, { params, search }) => {
        const id = r.routeIdFrom(params.id);
        return id ? [r.categoryQuery(id), r.productsQuery(r.apiQuery(r.readFilters(search), id))] : [];
      }),
    }),
  },
  {
    path: 'products',
    lazy: page(() => import('./features/catalog/pages/products-page'), 'ProductsPage'),
    // Storefront 2.6: the list with the filters in the address.
    handle: serverRendered({
      head: titled('All Products'),
      queries: prefetch((r, { search }) => [r.productsQuery(r.apiQuery(r.readFilters(search)))]),
    }),
  },
  // D15: the wishlist page behind the header's heart.
  {
    path: 'wishlist',
    lazy: page(() => import('./features/buyer-lists/pages/wishlist-page'), 'WishlistPage'),
    handle: PRIVATE,
  },
  // The static comparison paths outrank /product/:id (React Router ranks static segments first).
  {
    path: 'product/comparison',
    lazy: page(() => import('@/features/buyer-lists/pages/comparison-page'), 'ComparisonPage'),
    handle: serverRendered({ head: titled('Product Comparison'), queries: comparison }),
  },
  {
    path: 'product/comparison/:categoryId',
    lazy: page(() => import('@/features/buyer-lists/pages/comparison-page'), 'ComparisonPage'),
    handle: serverRendered({ head: titled('Product Comparison'), queries: comparison }),
  },
  {
    path: 'product/:id',
    lazy: page(() => import('./features/catalog/pages/product-page'), 'ProductPage'),
    // Storefront 2.8; D22: the server's read counts no view, the browser's read after hydration does.
    // D32: the lots and their slabs are in the page's HTML too ("Slabs in stock").
    handle: serverRendered({
      head: ({ params }) => ({ page: 'product', id: params.id }),
      queries: prefetch((r, { params }) => {
        const id = r.routeIdFrom(params.id);
        return id ? [r.productQuery(id), r.productLotsQuery(id)] : [];
      }),
    }),
  },
  {
    path: 'vendors',
    lazy: page(() => import('./features/manufacturers/pages/manufacturers-page'), 'ManufacturersPage'),
    handle: serverRendered({
      head: titled('Manufacturers'),
      queries: prefetch((r, { search }) => [r.manufacturersQuery(search), r.stoneVarietiesQuery()]),
    }),
  },
  {
    path: 'vendor/profile/:id',
    lazy: page(
      () => import('./features/manufacturers/pages/manufacturer-profile-page'),
      'ManufacturerProfilePage',
    ),
    // Storefront 2.12: the profile with the page of products in the address. Its rating and reviews
    // (D26, D27) are read by the browser.
    handle: serverRendered({
      head: ({ params }) => ({ page: 'manufacturer', id: params.id }),
      queries: prefetch((r, { params, search }) => {
        const id = r.routeIdFrom(params.id);
        const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
        return id ? [r.manufacturerProfileQuery(id, page)] : [];
      }),
    }),
  },
  {
    path: 'about',
    lazy: page(() => import('./features/storefront/pages/about-page'), 'AboutPage'),
    handle: serverRendered({
      head: titled('About Us'),
      queries: prefetch((r) => [r.siteContentQuery('about')]),
    }),
  },
  {
    path: 'legal/:slug',
    lazy: page(() => import('./features/storefront/pages/legal-page'), 'LegalPage'),
    handle: serverRendered({
      head: ({ params }) => ({ page: 'legal', slug: params.slug }),
      queries: prefetch((r) => [r.siteContentQuery('legal')]),
    }),
  },
  {
    path: 'vendor/login',
    lazy: withToasts(
      withPanelTexts(
        locale,
        page(
          () => import('./features/manufacturer-panel/pages/manufacturer-login-page'),
          'ManufacturerLoginPage',
        ),
      ),
    ),
    handle: PRIVATE,
  },
  // D46: an invitation to a manufacturer firm, from its e-mail.
  {
    path: 'invitations/:token',
    lazy: withToasts(
      withPanelTexts(
        locale,
        page(() => import('./features/manufacturer-panel/pages/invitation-page'), 'InvitationPage'),
      ),
    ),
    handle: PRIVATE,
  },
  {
    path: 'vendor/register',
    lazy: withToasts(
      withPanelTexts(
        locale,
        page(
          () => import('./features/manufacturer-panel/pages/manufacturer-register-page'),
          'ManufacturerRegisterPage',
        ),
      ),
    ),
    handle: browserRendered(titled('Manufacturer Registration')),
  },
  {
    path: 'vendor/faq',
    lazy: withPanelTexts(
      locale,
      page(() => import('./features/manufacturer-panel/pages/manufacturer-faq-page'), 'ManufacturerFaqPage'),
    ),
    handle: serverRendered({ head: titled('Vendor FAQ') }),
  },
  {
    path: 'vendor/guidelines',
    lazy: withPanelTexts(
      locale,
      page(
        () => import('./features/manufacturer-panel/pages/manufacturer-guidelines-page'),
        'ManufacturerGuidelinesPage',
      ),
    ),
    handle: serverRendered({ head: titled('Vendor Guidelines') }),
  },
  // Any other address: the not-found page, answered with 404 (its head is the site's).
  {
    path: '*',
    lazy: page(() => import('./features/storefront/pages/not-found-page'), 'NotFoundPage'),
    handle: serverRendered(),
  },
];

/** Manufacturer panel (admin spec 2), behind D2's manufacturer guard (routes below). */
const manufacturerPanelRoutes = (): RouteObject[] => [
  {
    path: 'vendor/dashboard',
    lazy: page(
      () => import('./features/manufacturer-panel/pages/dashboard-page'),
      'ManufacturerDashboardPage',
    ),
  },
  {
    path: 'vendor/products',
    lazy: page(() => import('./features/manufacturer-panel/pages/products-page'), 'ManufacturerProductsPage'),
  },
  // D32: lots and slabs, across products or one product or lot (filters in the address).
  {
    path: 'vendor/inventory',
    lazy: page(
      () => import('./features/manufacturer-panel/pages/inventory-page'),
      'ManufacturerInventoryPage',
    ),
  },
  {
    path: 'vendor/inventory/lots/new',
    lazy: page(() => import('./features/manufacturer-panel/pages/add-lot-page'), 'ManufacturerAddLotPage'),
  },
  {
    path: 'vendor/inventory/lots/:id/slabs',
    lazy: page(() => import('./features/manufacturer-panel/pages/add-lot-page'), 'ManufacturerAddSlabsPage'),
  },
  {
    path: 'vendor/quotes',
    lazy: page(() => import('./features/manufacturer-panel/pages/quotes-page'), 'ManufacturerQuotesPage'),
  },
  {
    path: 'vendor/quotes/:id',
    lazy: page(
      () => import('./features/manufacturer-panel/pages/quote-detail-page'),
      'ManufacturerQuoteDetailPage',
    ),
  },
  {
    path: 'vendor/orders',
    lazy: page(() => import('./features/manufacturer-panel/pages/orders-page'), 'ManufacturerOrdersPage'),
  },
  {
    path: 'vendor/samples',
    lazy: page(() => import('./features/samples/pages/manufacturer-samples-page'), 'ManufacturerSamplesPage'),
  },
  {
    path: 'vendor/analytics',
    lazy: page(
      () => import('./features/manufacturer-panel/pages/analytics-page'),
      'ManufacturerAnalyticsPage',
    ),
  },
  {
    path: 'vendor/books',
    lazy: page(() => import('./features/manufacturer-panel/pages/books-page'), 'ManufacturerBooksPage'),
  },
  {
    path: 'vendor/reviews',
    lazy: page(() => import('./features/manufacturer-panel/pages/reviews-page'), 'ManufacturerReviewsPage'),
  },
  {
    path: 'vendor/settings',
    lazy: page(() => import('./features/manufacturer-panel/pages/settings-page'), 'ManufacturerSettingsPage'),
  },
  // D46: the firm's members, roles and invitations.
  {
    path: 'vendor/team',
    lazy: page(() => import('./features/manufacturer-panel/pages/team-page'), 'ManufacturerTeamPage'),
  },
];

/** Admin area (admin spec 2), behind D2's admin guard (routes below). */
const adminRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard',
    lazy: page(() => import('./features/admin/pages/dashboard-page'), 'AdminDashboardPage'),
  },
  {
    path: 'admin/vendor-approvals',
    lazy: page(
      () => import('./features/admin/pages/manufacturer-approvals-page'),
      'AdminManufacturerApprovalsPage',
    ),
  },
  {
    path: 'admin/vendors',
    lazy: page(() => import('./features/admin/pages/manufacturers-page'), 'AdminManufacturersPage'),
  },
  {
    path: 'admin/settings',
    lazy: page(() => import('./features/admin/pages/settings-page'), 'AdminSettingsPage'),
  },
  {
    path: 'admin/categories',
    lazy: page(() => import('./features/admin/pages/categories-page'), 'AdminCategoriesPage'),
  },
  {
    path: 'admin/stone-varieties',
    lazy: page(() => import('./features/admin/pages/stone-varieties-page'), 'AdminStoneVarietiesPage'),
  },
  {
    path: 'admin/gst-rates',
    lazy: page(() => import('./features/admin/pages/gst-rates-page'), 'AdminGstRatesPage'),
  },
  // D47, D48: the export desk's exchange rates and containers' payload limits.
  {
    path: 'admin/exchange-rates',
    lazy: page(() => import('./features/admin/pages/exchange-rates-page'), 'AdminExchangeRatesPage'),
  },
  {
    path: 'admin/payload-limits',
    lazy: page(() => import('./features/admin/pages/payload-limits-page'), 'AdminPayloadLimitsPage'),
  },
  {
    path: 'admin/products',
    lazy: page(() => import('./features/admin/pages/products-page'), 'AdminProductsPage'),
  },
  { path: 'admin/about', lazy: page(() => import('./features/admin/pages/about-page'), 'AdminAboutPage') },
  // D37: orders with open claims or disputed payments first.
  { path: 'admin/orders', lazy: page(() => import('./features/admin/pages/orders-page'), 'AdminOrdersPage') },
  {
    path: 'admin/quote-requests',
    lazy: page(() => import('./features/admin/pages/quote-requests-page'), 'AdminQuoteRequestsPage'),
  },
  // D38: buyers' open requirements, hidden with a reason.
  {
    path: 'admin/requirements',
    lazy: page(() => import('./features/admin/pages/requirements-page'), 'AdminRequirementsPage'),
  },
  { path: 'admin/users', lazy: page(() => import('./features/admin/pages/users-page'), 'AdminUsersPage') },
  {
    path: 'admin/users/:id',
    lazy: page(() => import('./features/admin/pages/user-page'), 'AdminUserPage'),
  },
  { path: 'admin/inbox', lazy: page(() => import('./features/admin/pages/inbox-page'), 'AdminInboxPage') },
  {
    path: 'admin/activity',
    lazy: page(() => import('./features/admin/pages/activity-page'), 'AdminActivityPage'),
  },
  {
    path: 'admin/reviews',
    lazy: page(() => import('./features/admin/pages/reviews-page'), 'AdminReviewsPage'),
  },
];

/** Public admin entry pages, outside the admin shell. */
const adminEntryRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: withToasts(page(() => import('./features/admin/pages/admin-login-page'), 'AdminLoginPage')),
  },
  {
    path: 'admin/login/test',
    lazy: withToasts(
      page(() => import('./features/admin/pages/admin-login-test-page'), 'AdminLoginTestPage'),
    ),
  },
];

/**
 * Every layout renders its pages through a pathless child with an errorElement, so a failing page
 * shows the error fallback (spec 2.19) inside its own header, footer or sidebar.
 */
function withinLayout(Layout: ComponentType, children: RouteObject[], handle?: RouteHandle): RouteObject {
  return {
    Component: Layout,
    handle,
    children: [{ errorElement: <RouteErrorFallback />, children }],
  };
}

/** D19: the content every page shows (footer, titles) and the footer's legal links; pages add their own. */
const SITE_LAYOUT: RouteHandle = {
  queries: prefetch((r) => [r.siteContentQuery('site'), r.legalPageLinksQuery()]),
};

/**
 * The panels' layouts load with their pages: no admin or manufacturer panel code is in the
 * storefront's first download, nor in its server-rendered pages (ADR 011).
 */
function withinLazyLayout(lazy: RouteObject['lazy'], children: RouteObject[]): RouteObject {
  return {
    lazy,
    children: [{ errorElement: <RouteErrorFallback />, children }],
  } as RouteObject;
}

/** A manufacturer applicant sees the panel with the status of the application (the layout shows it). */
function allowManufacturerApplicant(session: { vendorApplication: unknown }): boolean {
  return session.vendorApplication !== null;
}

/** The storefront and the manufacturer's panel in `locale` (the admin area is English only, D40). */
function localeRoutes(locale: Locale): RouteObject[] {
  return [
    withinLayout(SiteLayout, siteRoutes(locale), SITE_LAYOUT),
    {
      // D2 / admin 6: manufacturer role; an applicant sees the panel's shape with the status of the application.
      lazy: guard(locale, 'vendor', allowManufacturerApplicant),
      handle: PRIVATE,
      children: [
        withinLazyLayout(
          withToasts(
            page(() => import('./app/layouts/manufacturer-panel-layout'), 'ManufacturerPanelLayout'),
          ),
          manufacturerPanelRoutes(),
        ),
      ],
    },
  ];
}

/**
 * D40: every page but the admin area's also under `/hi`, in Hindi. The language is the address's
 * (splitLocalePath; RouteShell provides it); a Hindi page's catalogues load with this route, before
 * it renders (on the server, before hydration, and before a client-side move into Hindi). Any other
 * prefix (`/xx/products`) is the not-found page.
 */
const HINDI: RouteObject = {
  path: 'hi',
  lazy: async () => {
    await ensureCatalogs('hi', PAGE_AREAS);
    return {};
  },
  children: localeRoutes('hi'),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RouteShell,
    HydrateFallback: InitialLoading,
    errorElement: <RouteErrorFallback />,
    children: [
      ...localeRoutes('en'),
      withinLayout(CenteredLayout, adminEntryRoutes, PRIVATE),
      {
        lazy: guard('en', 'admin'),
        handle: PRIVATE,
        children: [
          withinLazyLayout(
            withToasts(page(() => import('./app/layouts/admin-layout'), 'AdminLayout')),
            adminRoutes,
          ),
        ],
      },
      HINDI,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
