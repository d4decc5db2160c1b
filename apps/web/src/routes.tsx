import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { RouteErrorFallback } from './app/error-fallback';
import { AdminLayout } from './app/layouts/admin-layout';
import { CenteredLayout } from './app/layouts/centered-layout';
import { SiteLayout } from './app/layouts/site-layout';
import { VendorPanelLayout } from './app/layouts/vendor-panel-layout';
import { InitialLoading, RouteShell } from './app/route-shell';

/** Each page is its own chunk: `page(() => import(...), 'ExportName')` loads it on first visit. */
function page<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** Storefront and buyer routes (storefront spec 2.1), drawn inside the site header and footer. */
const siteRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./features/storefront/pages/home-page'), 'HomePage') },
  { path: 'login', lazy: page(() => import('./features/buyer/pages/login-page'), 'LoginPage') },
  { path: 'contact', lazy: page(() => import('./features/storefront/pages/contact-page'), 'ContactPage') },
  {
    path: 'reset-password',
    lazy: page(() => import('./features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    // Storefront 2.1 / D2: login required.
    element: <RequireRole area="buyer" />,
    children: [
      {
        path: 'dashboard',
        lazy: page(() => import('./features/buyer/pages/dashboard-page'), 'DashboardPage'),
      },
    ],
  },
  {
    path: 'categories',
    lazy: page(() => import('./features/catalog/pages/categories-page'), 'CategoriesPage'),
  },
  {
    path: 'category/:id',
    lazy: page(() => import('./features/catalog/pages/category-page'), 'CategoryPage'),
  },
  { path: 'products', lazy: page(() => import('./features/catalog/pages/products-page'), 'ProductsPage') },
  // D15: the wishlist page behind the header's heart.
  {
    path: 'wishlist',
    lazy: page(() => import('./features/buyer-tools/pages/wishlist-page'), 'WishlistPage'),
  },
  // The static comparison paths outrank /product/:id (React Router ranks static segments first).
  {
    path: 'product/comparison',
    lazy: page(() => import('@/features/buyer-tools/pages/comparison-page'), 'ComparisonPage'),
  },
  {
    path: 'product/comparison/:categoryId',
    lazy: page(() => import('@/features/buyer-tools/pages/comparison-page'), 'ComparisonPage'),
  },
  { path: 'product/:id', lazy: page(() => import('./features/catalog/pages/product-page'), 'ProductPage') },
  {
    path: 'vendors',
    lazy: page(() => import('./features/manufacturers/pages/manufacturers-page'), 'ManufacturersPage'),
  },
  {
    path: 'vendor/profile/:id',
    lazy: page(
      () => import('./features/manufacturers/pages/manufacturer-profile-page'),
      'ManufacturerProfilePage',
    ),
  },
  { path: 'about', lazy: page(() => import('./features/storefront/pages/about-page'), 'AboutPage') },
  { path: 'legal/:slug', lazy: page(() => import('./features/storefront/pages/legal-page'), 'LegalPage') },
  {
    path: 'vendor/login',
    lazy: page(() => import('./features/vendor/pages/vendor-login-page'), 'VendorLoginPage'),
  },
  {
    path: 'vendor/register',
    lazy: page(() => import('./features/vendor/pages/vendor-register-page'), 'VendorRegisterPage'),
  },
  {
    path: 'vendor/faq',
    lazy: page(() => import('./features/vendor/pages/vendor-faq-page'), 'VendorFaqPage'),
  },
  {
    path: 'vendor/guidelines',
    lazy: page(() => import('./features/vendor/pages/vendor-guidelines-page'), 'VendorGuidelinesPage'),
  },
  { path: '*', lazy: page(() => import('./features/storefront/pages/not-found-page'), 'NotFoundPage') },
];

/** Manufacturer panel (admin spec 2). D2's vendor guard will wrap this group. */
const vendorPanelRoutes: RouteObject[] = [
  {
    path: 'vendor/dashboard',
    lazy: page(() => import('./features/vendor/pages/dashboard-page'), 'VendorDashboardPage'),
  },
  {
    path: 'vendor/products',
    lazy: page(() => import('./features/vendor/pages/products-page'), 'VendorProductsPage'),
  },
  {
    path: 'vendor/orders',
    lazy: page(() => import('./features/vendor/pages/orders-page'), 'VendorOrdersPage'),
  },
  {
    path: 'vendor/analytics',
    lazy: page(() => import('./features/vendor/pages/analytics-page'), 'VendorAnalyticsPage'),
  },
  {
    path: 'vendor/settings',
    lazy: page(() => import('./features/vendor/pages/settings-page'), 'VendorSettingsPage'),
  },
];

/** Admin area (admin spec 2). D2's admin guard will wrap this group. */
const adminRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard',
    lazy: page(() => import('./features/admin/pages/dashboard-page'), 'AdminDashboardPage'),
  },
  {
    path: 'admin/vendor-approvals',
    lazy: page(() => import('./features/admin/pages/vendor-approvals-page'), 'AdminVendorApprovalsPage'),
  },
  {
    path: 'admin/vendors',
    lazy: page(() => import('./features/admin/pages/vendors-page'), 'AdminVendorsPage'),
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
    path: 'admin/products',
    lazy: page(() => import('./features/admin/pages/products-page'), 'AdminProductsPage'),
  },
  { path: 'admin/about', lazy: page(() => import('./features/admin/pages/about-page'), 'AdminAboutPage') },
];

/** Public admin entry pages, outside the admin shell. */
const adminEntryRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: page(() => import('./features/admin/pages/admin-login-page'), 'AdminLoginPage'),
  },
  {
    path: 'admin/login/test',
    lazy: page(() => import('./features/admin/pages/admin-login-test-page'), 'AdminLoginTestPage'),
  },
];

/**
 * Every layout renders its pages through a pathless child with an errorElement, so a failing page
 * shows the error fallback (spec 2.19) inside its own header, footer or sidebar.
 */
function withinLayout(Layout: ComponentType, children: RouteObject[]): RouteObject {
  return {
    Component: Layout,
    children: [{ errorElement: <RouteErrorFallback />, children }],
  };
}

function allowVendorApplicant(session: { vendorApplication: unknown }, pathname: string): boolean {
  return pathname === '/vendor/dashboard' && session.vendorApplication !== null;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RouteShell,
    HydrateFallback: InitialLoading,
    errorElement: <RouteErrorFallback />,
    children: [
      withinLayout(SiteLayout, siteRoutes),
      withinLayout(CenteredLayout, adminEntryRoutes),
      {
        // D2 / admin 6: vendor role; an applicant may open the dashboard to read the status of the application.
        element: <RequireRole area="vendor" allow={allowVendorApplicant} />,
        children: [withinLayout(VendorPanelLayout, vendorPanelRoutes)],
      },
      { element: <RequireRole area="admin" />, children: [withinLayout(AdminLayout, adminRoutes)] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
