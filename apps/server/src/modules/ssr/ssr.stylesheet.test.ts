// ADR 011: what a server-rendered page carries as its stylesheet. The storefront sheet's sources are
// found in the web app's own modules (apps/web/build/storefront-stylesheet.ts, read here from the
// sources, no build needed); the server inlines that sheet and names the full one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets, storefrontStylesheetOf } from './ssr.page';

// A path in a variable: the server's type check does not follow it into the web app's build files.
const STOREFRONT_BUILD = '../../../../web/build/storefront-stylesheet.ts';
type StorefrontBuild = {
  storefrontModules(): string[];
  importsOf(code: string, file: string): string[];
  withStorefrontSources(css: string, modules: string[]): string;
};
const webSrc = join(import.meta.dirname, '../../../../web/src');

describe('the storefront stylesheet: the modules Tailwind scans for it', () => {
  let modules: string[];
  let build: StorefrontBuild;
  beforeAll(async () => {
    build = (await import(/* @vite-ignore */ STOREFRONT_BUILD)) as StorefrontBuild;
    modules = build.storefrontModules().map((file) => file.slice(webSrc.length + 1));
  });

  it('holds every server-rendered page, the site layout and what a page loads on demand', () => {
    for (const module of [
      'main.tsx',
      'app/layouts/site-layout.tsx',
      'app/layouts/site-header.tsx',
      'app/layouts/site-footer.tsx',
      'app/layouts/mobile-menu.tsx',
      'features/storefront/pages/home-page.tsx',
      'features/catalog/pages/products-page.tsx',
      'features/catalog/pages/product-page.tsx',
      'features/catalog/pages/category-page.tsx',
      'features/manufacturers/pages/manufacturers-page.tsx',
      'features/manufacturers/pages/manufacturer-profile-page.tsx',
      'features/buyer-lists/pages/comparison-page.tsx',
      'features/manufacturer-panel/pages/manufacturer-faq-page.tsx',
      'features/storefront/pages/not-found-page.tsx',
      // Loaded on first use on a storefront page (a dialog, the Hindi offer).
      'components/quote-request-dialog-content.tsx',
      'features/catalog/components/save-search-dialog.tsx',
      'app/layouts/hindi-offer-bar.tsx',
    ])
      expect(modules).toContain(module);
  });

  it('leaves out the panels, the dashboards and the pages the browser renders', () => {
    for (const module of [
      'app/layouts/admin-layout.tsx',
      'app/layouts/manufacturer-panel-layout.tsx',
      'app/require-role.tsx',
      'features/admin/pages/dashboard-page.tsx',
      'features/manufacturer-panel/pages/dashboard-page.tsx',
      'features/buyer/pages/dashboard-page.tsx',
      'features/buyer/pages/login-page.tsx',
      'features/buyer-lists/pages/wishlist-page.tsx',
    ])
      expect(modules).not.toContain(module);
    expect(modules.some((m) => m.startsWith('features/admin/'))).toBe(false);
    expect(modules.some((m) => m.startsWith('components/data-table/'))).toBe(false);
  });

  it('follows run-time imports, not type-only ones, and in the route table only server-rendered pages', () => {
    const routeTable = join(webSrc, 'routes.tsx');
    const code = `
      import type { Panel } from './features/admin/types';
      import { SiteLayout } from './app/layouts/site-layout';
      export { x } from './lib/x';
      const routes = [
        { path: 'products', lazy: page(() => import('./features/catalog/pages/products-page')), handle: serverRendered() },
        { path: 'dashboard', lazy: page(() => import('./features/buyer/pages/dashboard-page')), handle: PRIVATE },
        { lazy: guard('en', 'admin'), children: [{ lazy: () => import('./features/admin/pages/dashboard-page') }] },
      ];`;
    expect(build.importsOf(code, routeTable)).toEqual([
      './app/layouts/site-layout',
      './lib/x',
      './features/catalog/pages/products-page',
    ]);
    // Elsewhere every on-demand import counts (a dialog a page opens).
    expect(build.importsOf("const d = () => import('./dialog');", join(webSrc, 'components/x.tsx'))).toEqual([
      './dialog',
    ]);
  });

  it('gives Tailwind one @source line per module, relative to storefront.css', () => {
    const css = build.withStorefrontSources('@import "tailwindcss" source(none);', [
      join(webSrc, 'main.tsx'),
      join(webSrc, 'app/layouts/site-header.tsx'),
    ]);
    expect(css).toBe(
      '@import "tailwindcss" source(none);\n@source "./main.tsx";\n@source "./app/layouts/site-header.tsx";\n',
    );
  });
});

describe('inlineStylesheets', () => {
  let webDist: string;
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-Abc123.css"></head>';
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'granite-css-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'index-Abc123.css'), '.a{color:red}.panel{display:grid}');
    writeFileSync(join(webDist, 'assets', 'storefront-Def456.css'), '.a{color:red}');
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('reads the storefront sheet from the manifest, or nothing when the build made none', () => {
    expect(storefrontStylesheetOf({ 'src/storefront.css': { file: 'assets/storefront-Def456.css' } })).toBe(
      '/assets/storefront-Def456.css',
    );
    expect(storefrontStylesheetOf({})).toBeUndefined();
    expect(storefrontStylesheetOf(undefined)).toBeUndefined();
  });

  it('inlines the storefront sheet in place of the full one and names the full one', () => {
    expect(inlineStylesheets(page, webDist, '/assets/storefront-Def456.css')).toBe(
      '<head><style data-full-stylesheet="/assets/index-Abc123.css">.a{color:red}</style></head>',
    );
  });

  it('inlines the full sheet when there is no storefront sheet (an older build)', () => {
    expect(inlineStylesheets(page, webDist)).toBe(
      '<head><style>.a{color:red}.panel{display:grid}</style></head>',
    );
    expect(inlineStylesheets(page, webDist, '/assets/storefront-missing.css')).toBe(
      '<head><style>.a{color:red}.panel{display:grid}</style></head>',
    );
  });
});
