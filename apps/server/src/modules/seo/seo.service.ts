// D23: SEO applied by the server. The page head of each route (title, description, canonical,
// Open Graph, Twitter card, JSON-LD), robots.txt and sitemap.xml. Which head a route has is said by
// the route itself in the web app's routes.tsx (ADR 012), as a PageHeadKey; this module turns the key
// into the head. Catalogue data comes from the catalogue service (visibility rules and caches live
// there), site-wide defaults from the content module's `seo` block.
import {
  type AvailabilityStatus,
  type ContentBlock,
  FIXED_LEGAL_PAGES,
  type SeoSettings,
  type StoreCategory,
  type StoreManufacturer,
  type StoreProductDetail,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { catalogCache } from '../catalog/catalog.cache';
import {
  countSitemapCatalogue,
  getCategory,
  getManufacturer,
  getProduct,
  listSitemapCatalogue,
  type SitemapEntry,
} from '../catalog/catalog.service';
import type { ContentCache } from '../content/content.cache';
import type { PageHead } from './seo.html';
import { snippet } from './seo.html';

type Logger = { warn(obj: unknown, msg?: string): void };
export type SeoDeps = Pick<AppDeps, 'db' | 'config'> & { log: Logger; content: ContentCache };

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * The head a route names (apps/web/src/app/server-rendering.ts, where the web app declares the same
 * union): the site's own, a page behind a sign-in (never indexed: robots.txt keeps crawlers out, the
 * head says noindex), a page with a title of its own, a catalogue record by the id in its path, or a
 * legal page by its slug.
 */
export type PageHeadKey =
  | { page: 'site' }
  | { page: 'private' }
  | { page: 'titled'; title: string }
  | { page: 'product' | 'category' | 'manufacturer'; id: string | undefined }
  | { page: 'legal'; slug: string | undefined };

export const SITE_HEAD: PageHeadKey = { page: 'site' };

/** D40: the languages of the site's pages; Hindi pages live under `/hi`. */
export type PageLocale = 'en' | 'hi';
export type TranslateValues = Record<string, string | number>;
/**
 * The web app's translate (its server build exports it, with the same catalogues the pages use):
 * the server's own head texts are messages too, their English text the id.
 */
export type Translate = (locale: PageLocale, message: string, values?: TranslateValues) => string;

/** English as written, its `{name}` placeholders filled (no web build at hand: no catalogues). */
export const englishOnly: Translate = (_locale, message, values) =>
  message.replace(/\{(\w+)\}/g, (all, name: string) =>
    values && name in values ? String(values[name]) : all,
  );

/** The language of an address and the address without its `/hi` prefix (the web app's splitLocalePath). */
export function splitLocale(path: string): { locale: PageLocale; path: string } {
  if (path === '/hi' || path.startsWith('/hi/') || path.startsWith('/hi?'))
    return { locale: 'hi', path: path.slice(3).replace(/^(?=\?|$)/, '/') };
  return { locale: 'en', path };
}

/** `path` (with its query, if any) in `locale`: `/hi/products` for Hindi. */
export function localizedPath(locale: PageLocale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/hi' : path.startsWith('/?') ? `/hi${path.slice(1)}` : `/hi${path}`;
}

/** schema.org ItemAvailability of each availability status (storefront option list). */
const AVAILABILITY: Record<AvailabilityStatus, string> = {
  Available: 'https://schema.org/InStock',
  'Limited Stock': 'https://schema.org/LimitedAvailability',
  'Out of Stock': 'https://schema.org/OutOfStock',
  'Pre-Order': 'https://schema.org/PreOrder',
};

/** Query parameters that only say where a visitor came from; never part of a canonical address. */
const TRACKING =
  /^(utm_.*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|ref|igshid)$/i;

type Site = {
  base: string;
  locale: PageLocale;
  /** A head text in the page's language. */
  t: (message: string, values?: TranslateValues) => string;
  /** The absolute address of `path` in the page's language. */
  href: (path: string) => string;
  seo: SeoSettings;
  siteName: string;
  legalPages: { slug: string; title: string }[];
};

async function loadSite(deps: SeoDeps, locale: PageLocale = 'en', translate = englishOnly): Promise<Site> {
  const snapshot = await deps.content.get();
  const seo = (snapshot.get('seo') as ContentBlock<'seo'>).value;
  const settings = (snapshot.get('contact_settings') as ContentBlock<'contact_settings'>).value;
  const legal = (snapshot.get('legal_info') as ContentBlock<'legal_info'>).value;
  const base = siteBase(deps.config.publicUrl, seo.canonicalUrl);
  return {
    base,
    locale,
    t: (message, values) => translate(locale, message, values),
    href: (path) => base + localizedPath(locale, path),
    seo,
    siteName: settings.siteName || 'Granite Marketplace',
    legalPages: [
      ...FIXED_LEGAL_PAGES.map(({ slug, title }) => ({ slug, title })),
      ...legal.additionalPages.map(({ slug, title }) => ({ slug, title })),
    ],
  };
}

/** The seo block's canonical URL when it is absolute, else PUBLIC_URL; without a trailing slash. */
export function siteBase(publicUrl: string, canonicalUrl: string): string {
  const base = /^https?:\/\//i.test(canonicalUrl) ? canonicalUrl : publicUrl;
  return base.replace(/\/+$/, '');
}

export function absoluteUrl(base: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The canonical address of a request: no trailing slash, and a query only on the product list (minus tracking). */
export function canonicalOf(base: string, path: string, search: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean !== '/products' || !search) return base + clean;
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (TRACKING.test(key)) params.delete(key);
  const query = params.toString();
  return base + clean + (query ? `?${query}` : '');
}

const titled = (title: string, site: Site) =>
  title === site.siteName ? title : `${title} | ${site.siteName}`;

function organization(site: Site): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.siteName,
    url: `${site.base}/`,
    logo: `${site.base}/icon-512.png`,
  };
}

function breadcrumbs(site: Site, items: [string, string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: site.href(path),
    })),
  };
}

/** The admin's own JSON-LD (seo.structuredData), when it parses as an object. */
function adminStructuredData(seo: SeoSettings): object[] {
  if (!seo.structuredData) return [];
  try {
    const parsed: unknown = JSON.parse(seo.structuredData);
    return typeof parsed === 'object' && parsed !== null ? [parsed] : [];
  } catch {
    return [];
  }
}

function baseHead(site: Site, canonical: string | undefined): PageHead {
  const { seo } = site;
  return {
    title: seo.siteTitle,
    description: seo.metaDescription,
    keywords: seo.keywords || undefined,
    canonical,
    siteName: site.siteName,
    ogType: 'website',
    ogTitle: seo.ogTitle || seo.siteTitle,
    ogDescription: seo.ogDescription || seo.metaDescription,
    ogImage: absoluteUrl(site.base, seo.ogImage),
    twitterTitle: seo.twitterTitle || seo.ogTitle || seo.siteTitle,
    twitterDescription: seo.twitterDescription || seo.ogDescription || seo.metaDescription,
    jsonLd: [organization(site), ...adminStructuredData(seo)],
  };
}

/** A page of its own: its title and description everywhere (Open Graph and Twitter too). */
function pageHead(
  site: Site,
  canonical: string | undefined,
  page: { title: string; description?: string; image?: string; ogType?: PageHead['ogType'] },
): PageHead {
  const head = baseHead(site, canonical);
  const title = titled(page.title, site);
  const description = page.description || head.description;
  return {
    ...head,
    title,
    description,
    ogType: page.ogType ?? 'website',
    ogTitle: title,
    ogDescription: description,
    ogImage: page.image ?? head.ogImage,
    twitterTitle: title,
    twitterDescription: description,
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

function productHead(site: Site, canonical: string, p: StoreProductDetail): PageHead {
  const image = absoluteUrl(site.base, p.image?.url ?? p.imageUrl);
  const price = rupees(p.pricePaise);
  const description =
    snippet(p.description) ||
    site.t('{name}: {quality} granite {type} from {manufacturer}, ₹{price} per sq.ft.', {
      name: p.name,
      quality: site.t(p.materialQuality),
      type: site.locale === 'en' ? p.productType.toLowerCase() : site.t(p.productType),
      manufacturer: p.vendorName,
      price,
    });
  const head = pageHead(site, canonical, { title: p.name, description, image, ogType: 'product' });
  const seller = {
    '@type': 'Organization',
    name: p.manufacturer.businessName,
    url: site.href(`/vendor/profile/${p.manufacturer.id}`),
  };
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description,
    sku: String(p.id),
    url: canonical,
    ...(image ? { image: [image] } : {}),
    category: p.categoryName,
    ...(p.colour ? { color: p.colour } : {}),
    brand: { '@type': 'Brand', name: p.manufacturer.businessName },
    offers: {
      '@type': 'Offer',
      url: canonical,
      price,
      priceCurrency: 'INR',
      availability: AVAILABILITY[p.availabilityStatus] ?? 'https://schema.org/InStock',
      seller,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'INR',
        unitText: 'sq.ft',
        unitCode: 'FTK',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'FTK', unitText: 'sq.ft' },
      },
    },
  };
  head.jsonLd.push(
    product,
    breadcrumbs(site, [
      [site.t('Home'), '/'],
      [site.t('Categories'), '/categories'],
      [p.categoryName, `/category/${p.categoryId}`],
      [p.name, `/product/${p.id}`],
    ]),
  );
  return head;
}

function categoryHead(site: Site, canonical: string, c: StoreCategory): PageHead {
  const head = pageHead(site, canonical, {
    title: c.name,
    description:
      snippet(c.description) ||
      site.t('{name}: granite slabs and tiles from verified Indian manufacturers.', { name: c.name }),
    image: absoluteUrl(site.base, c.headerImageUrl),
  });
  head.jsonLd.push(
    breadcrumbs(site, [
      [site.t('Home'), '/'],
      [site.t('Categories'), '/categories'],
      [c.name, `/category/${c.id}`],
    ]),
  );
  return head;
}

function manufacturerHead(site: Site, canonical: string, m: StoreManufacturer): PageHead {
  const where = [m.city, m.state].filter(Boolean).join(', ');
  return pageHead(site, canonical, {
    title: m.businessName,
    description:
      snippet(m.description) ||
      site.t('{name}: granite manufacturer on {site}.', {
        name: `${m.businessName}${where ? `, ${where}` : ''}`,
        site: site.siteName,
      }),
    image: absoluteUrl(site.base, m.logo?.url ?? m.logoUrl),
    ogType: 'profile',
  });
}

/** A route id as the SPA reads it: a positive whole number, else the page is not found. */
function routeId(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

async function orNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return undefined;
    throw err;
  }
}

export type ResolvedPage = { status: 200 | 404; head: PageHead };

/** The catalogue record a detail page shows, as its head; undefined when it does not exist or is hidden. */
async function recordHead(
  deps: SeoDeps,
  site: Site,
  key: Extract<PageHeadKey, { id: string | undefined }>,
): Promise<PageHead | undefined> {
  const id = routeId(key.id ?? '');
  if (id === undefined) return undefined;
  const catalog = { db: deps.db, log: deps.log };
  if (key.page === 'product') {
    const p = await orNotFound(() => getProduct(catalog, id));
    return p && productHead(site, site.href(`/product/${p.id}`), p);
  }
  if (key.page === 'category') {
    const c = await orNotFound(() => getCategory(catalog, id));
    return c && categoryHead(site, site.href(`/category/${c.id}`), c);
  }
  const m = await orNotFound(() => getManufacturer(catalog, id));
  return m && manufacturerHead(site, site.href(`/vendor/profile/${m.id}`), m);
}

/**
 * D40: a Hindi page says so (<html lang="hi">), and every indexable page names itself in both
 * languages (hreflang), the English one the x-default.
 */
function withLanguages(site: Site, resolved: ResolvedPage): ResolvedPage {
  const head = { ...resolved.head };
  if (site.locale === 'hi') head.lang = 'hi';
  if (head.canonical && !head.noindex && head.canonical.startsWith(site.base)) {
    const bare = splitLocale(head.canonical.slice(site.base.length) || '/').path;
    const en = site.base + bare;
    head.alternates = [
      { hreflang: 'en', href: en },
      { hreflang: 'hi', href: site.base + localizedPath('hi', bare) },
      { hreflang: 'x-default', href: en },
    ];
  }
  return { status: resolved.status, head };
}

/**
 * The head (and HTTP status) of the page at `url` (path and query as requested), whose route names
 * `key`; its texts in the address's language through `translate` (D40).
 */
export async function resolvePage(
  deps: SeoDeps,
  key: PageHeadKey,
  url: string,
  translate: Translate = englishOnly,
): Promise<ResolvedPage> {
  const q = url.indexOf('?');
  const split = splitLocale(q < 0 ? url : url.slice(0, q));
  const site = await loadSite(deps, split.locale, translate);
  const rawPath = split.path;
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const bare = canonicalOf(site.base, path, q < 0 ? '' : url.slice(q + 1));
  const canonical = site.base + localizedPath(site.locale, bare.slice(site.base.length) || '/');
  const notFound = { ...pageHead(site, undefined, { title: site.t('Page not found') }), noindex: true };
  return withLanguages(site, await headOf(deps, site, key, canonical, notFound));
}

async function headOf(
  deps: SeoDeps,
  site: Site,
  key: PageHeadKey,
  canonical: string,
  notFound: PageHead,
): Promise<ResolvedPage> {
  switch (key.page) {
    case 'site':
      return { status: 200, head: baseHead(site, canonical) };
    case 'private':
      return { status: 200, head: { ...baseHead(site, undefined), noindex: true } };
    case 'titled':
      return { status: 200, head: pageHead(site, canonical, { title: key.title }) };
    case 'legal': {
      // A missing legal page: the page answers 404 itself (its not-found view).
      const page = site.legalPages.find((p) => p.slug === key.slug);
      return { status: 200, head: page ? pageHead(site, canonical, { title: page.title }) : notFound };
    }
    default: {
      // The page draws its own not-found view; crawlers get the status and noindex (no soft 404).
      const head = await recordHead(deps, site, key);
      return head ? { status: 200, head } : { status: 404, head: notFound };
    }
  }
}

/** The default: everything but the signed-in areas and the API, and where the sitemap is. */
export function defaultRobotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /wishlist',
    'Disallow: /reset-password',
    'Disallow: /vendor/dashboard',
    'Disallow: /vendor/products',
    'Disallow: /vendor/quotes',
    'Disallow: /vendor/orders',
    'Disallow: /vendor/analytics',
    'Disallow: /vendor/settings',
    // D40: the same private areas of the Hindi site.
    'Disallow: /hi/dashboard',
    'Disallow: /hi/wishlist',
    'Disallow: /hi/reset-password',
    'Disallow: /hi/vendor/dashboard',
    'Disallow: /hi/vendor/products',
    'Disallow: /hi/vendor/quotes',
    'Disallow: /hi/vendor/orders',
    'Disallow: /hi/vendor/analytics',
    'Disallow: /hi/vendor/settings',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    `Sitemap: ${base}/sitemap-hi.xml`,
    '',
  ].join('\n');
}

export async function robotsTxt(deps: SeoDeps): Promise<string> {
  const site = await loadSite(deps);
  const own = site.seo.robotsTxt.trim();
  return own ? `${own}\n` : defaultRobotsTxt(site.base);
}

// ---------------------------------------------------------------- sitemap

type SitemapUrl = { loc: string; lastmod?: string };

const xmlEscape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const ENTRY_PATH: Record<SitemapEntry['kind'], string> = {
  category: '/category/',
  manufacturer: '/vendor/profile/',
  product: '/product/',
};

function staticPaths(site: Site): string[] {
  return [
    '/',
    '/products',
    '/categories',
    '/vendors',
    '/about',
    '/contact',
    ...site.legalPages.map((p) => `/legal/${encodeURIComponent(p.slug)}`),
  ];
}

function urlset(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) => `<url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** The file name of sitemap file `n` (0: the sitemap or its index) in `locale` (D40: Hindi's own). */
const sitemapName = (locale: PageLocale, n: number) =>
  `/sitemap${locale === 'hi' ? '-hi' : ''}${n > 0 ? `-${n}` : ''}.xml`;

function sitemapIndex(base: string, files: number, locale: PageLocale): string {
  const body = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${xmlEscape(base + sitemapName(locale, i + 1))}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/**
 * `/sitemap.xml` (file 0) is the whole sitemap while it fits in one file of `limit` URLs, else an index
 * of `/sitemap-1.xml` … Each file is one catalogue query, cached under the catalogue version.
 * D40: the Hindi pages have their own, `/sitemap-hi.xml` (`/sitemap-hi-1.xml` …), the same pages
 * under `/hi`. Undefined: no such file.
 */
export async function sitemapFile(
  deps: SeoDeps,
  file: number,
  limit = SITEMAP_URL_LIMIT,
  locale: PageLocale = 'en',
): Promise<string | undefined> {
  const site = await loadSite(deps, locale);
  const pages = staticPaths(site);
  const catalog = { db: deps.db, log: deps.log };
  const key = `sitemap ${locale} ${site.base} ${pages.join(' ')} ${limit} ${file}`;
  return catalogCache(catalog).memo(key, async () => {
    const total = pages.length + (await countSitemapCatalogue(catalog));
    const files = Math.max(1, Math.ceil(total / limit));
    if (file === 0 && files > 1) return sitemapIndex(site.base, files, locale);
    if (file > files || (file > 0 && files === 1)) return undefined;
    const start = Math.max(0, file - 1) * limit;
    const end = Math.min(total, start + limit);
    const urls: SitemapUrl[] = pages.slice(start, end).map((path) => ({ loc: site.href(path) }));
    const dbStart = Math.max(0, start - pages.length);
    const dbEnd = end - pages.length;
    if (dbEnd > dbStart) {
      const entries = await listSitemapCatalogue(catalog, dbEnd - dbStart, dbStart);
      for (const e of entries)
        urls.push({ loc: site.href(`${ENTRY_PATH[e.kind]}${e.id}`), lastmod: e.lastmod });
    }
    return urlset(urls);
  });
}
