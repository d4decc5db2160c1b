// The page head the server writes into the SPA's index.html (D23): pure functions, no I/O.
import { escapeHtml } from '../../lib/html';

export type PageHead = {
  title: string;
  description: string;
  keywords?: string;
  /** Absent on pages that must not be indexed. */
  canonical?: string;
  noindex?: boolean;
  siteName: string;
  ogType: 'website' | 'product' | 'profile';
  ogTitle: string;
  ogDescription: string;
  /** Absolute URL. */
  ogImage?: string;
  twitterTitle: string;
  twitterDescription: string;
  jsonLd: object[];
  /** D40: the page's language when not English (`<html lang>`). */
  lang?: 'hi';
  /** D40: the page in each language (hreflang), x-default the English one; indexable pages only. */
  alternates?: { hreflang: 'en' | 'hi' | 'x-default'; href: string }[];
};

export { escapeHtml };

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as \u escapes, so no text
 * (a product named `</script><script>…`) can close the element or open a comment; U+2028/2029 too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Collapses whitespace and cuts at a word boundary (search snippets show ~160 characters). */
export function snippet(text: string | null | undefined, max = 160): string {
  const flat = (text ?? '')
    .replace(/[#*_`>[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.ogDescription),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.ogImage),
    meta('name', 'twitter:card', head.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.twitterTitle),
    meta('name', 'twitter:description', head.twitterDescription),
    meta('name', 'twitter:image', head.ogImage),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}

/**
 * index.html split once at start around its <title> (its description meta removed), so each page is
 * `before + head + after` with no string-pattern replacement of user text.
 */
export type HtmlTemplate = { before: string; after: string };

export function parseTemplate(html: string): HtmlTemplate {
  const withoutDescription = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  if (title)
    return {
      before: withoutDescription.slice(0, title.index),
      after: withoutDescription.slice(title.index + title[0].length),
    };
  const end = withoutDescription.search(/<\/head>/i);
  if (end < 0) throw new Error('index.html has no <head>');
  return { before: `${withoutDescription.slice(0, end)}  `, after: `\n  ${withoutDescription.slice(end)}` };
}

export function renderPage(template: HtmlTemplate, head: PageHead): string {
  const before = head.lang
    ? template.before.replace(/<html lang="[^"]*"/i, `<html lang="${head.lang}"`)
    : template.before;
  return before + renderHead(head) + template.after;
}
