import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetOf,
  chunkClosure,
  failed,
  formatRows,
  GOALS,
  judge,
  lengthAt,
  pageModuleOf,
  pickCandidate,
  readPage,
  slotWidth,
} from './check-budgets.mjs';

const KB = 1024;
const HERO_SRCSET = [320, 640, 768, 960, 1280, 1920].map((w) => `/media/h-${w}.webp ${w}w`).join(', ');
const CARD_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

describe('the image a phone picks', () => {
  it('reads px, vw and calc() lengths of sizes', () => {
    expect(lengthAt('390px', 412)).toBe(390);
    expect(lengthAt('100vw', 412)).toBe(412);
    expect(lengthAt('calc((100vw - 112px) / 3)', 1200)).toBeCloseTo(362.67, 1);
    expect(() => lengthAt('50em', 412)).toThrow(/unsupported length/);
  });

  it('takes the first sizes entry whose media condition holds, else the last', () => {
    expect(slotWidth('(min-width: 1280px) 1216px, 100vw', 412)).toBe(412);
    expect(slotWidth('(min-width: 1280px) 1216px, 100vw', 1400)).toBe(1216);
    expect(slotWidth(CARD_SIZES, 412)).toBe(380);
    expect(slotWidth(CARD_SIZES, 800)).toBe(364);
    expect(slotWidth(undefined, 412)).toBe(412);
  });

  it("follows Chromium's choice: the narrowest rendition whose density reaches the screen's", () => {
    const without768 = HERO_SRCSET.replace('/media/h-768.webp 768w, ', '');
    // 412 px at 1.75x needs 721 px: 640w is 1.55x, so the 960.
    expect(pickCandidate(without768, 412, 1.75)).toBe('/media/h-960.webp');
    expect(pickCandidate(HERO_SRCSET, 412, 1.75)).toBe('/media/h-768.webp');
    expect(pickCandidate(HERO_SRCSET.replace('768', '720').replace('768w', '720w'), 412, 1.75)).toBe(
      '/media/h-960.webp',
    );
    expect(pickCandidate(HERO_SRCSET, 380, 1.75)).toBe('/media/h-768.webp');
    expect(pickCandidate(HERO_SRCSET, 412, 3)).toBe('/media/h-1280.webp');
    expect(pickCandidate(HERO_SRCSET, 1216, 1)).toBe('/media/h-1280.webp');
    expect(pickCandidate(HERO_SRCSET, 4000, 2)).toBe('/media/h-1920.webp');
    expect(pickCandidate(HERO_SRCSET, 100, 1)).toBe('/media/h-320.webp');
  });
});

describe('reading a page', () => {
  const html = `<!doctype html><html><head>
<style>.a{color:red}</style>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-2.js">
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-3.woff2">
</head><body><div id="root">
<img src="/media/h-1920.webp" srcSet="${HERO_SRCSET}" sizes="(min-width: 1280px) 1216px, 100vw" loading="eager" fetchPriority="high"/>
<img src="/media/c-1280.webp" loading="lazy"/>
<img src="/media/logo.webp"/>
</div></body></html>`;

  it('finds the inlined CSS, the scripts, the phone rendition of the high-priority image and early requests', () => {
    const page = readPage(html);
    expect(page.css).toBe('.a{color:red}');
    expect(page.scripts).toEqual(['/assets/index-1.js', '/assets/framework-2.js']);
    expect(page.lcpImage).toBe('/media/h-768.webp');
    expect(page.early).toEqual(['image /media/logo.webp', 'font /assets/inter-3.woff2']);
  });

  it('reads the scripts a server-rendered page names for after its first screen (ADR 011)', () => {
    const later = `<html><head><style>.a{}</style></head><body><div id="root"></div>
<script type="application/json" id="page-scripts">{"entry":["/assets/index-1.js"],"preload":["/assets/framework-2.js","/assets/page-3.js"]}</script>
<script>(loader)</script></body></html>`;
    expect(readPage(later).scripts).toEqual([
      '/assets/index-1.js',
      '/assets/framework-2.js',
      '/assets/page-3.js',
    ]);
  });

  it('has no LCP image when nothing is marked high priority', () => {
    expect(readPage('<img src="/a.webp" loading="lazy">').lcpImage).toBeUndefined();
  });

  it('follows static imports of the manifest, not dynamic ones', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_fw'] },
      _fw: { file: 'assets/fw.js' },
      'page.tsx': { file: 'assets/page.js', imports: ['_fw', '_card'], dynamicImports: ['_3d'] },
      _card: { file: 'assets/card.js' },
      _3d: { file: 'assets/3d.js' },
    };
    expect([...chunkClosure(manifest, 'page.tsx')]).toEqual([
      'assets/page.js',
      'assets/fw.js',
      'assets/card.js',
    ]);
    expect(pageModuleOf('/product/:product')).toMatch(/product-page\.tsx$/);
    expect(pageModuleOf('/products?search=black')).toMatch(/products-page\.tsx$/);
    expect(pageModuleOf('/')).toMatch(/home-page\.tsx$/);
  });
});

describe('budgets', () => {
  const within = { html: 20 * KB, css: 10 * KB, js: 100 * KB, lcpImage: 40 * KB, early: 0 };

  it('passes a page within every goal', () => {
    const rows = judge('/vendors', { ...within, lcpImage: undefined });
    expect(failed(rows)).toBe(false);
    expect(rows.map((r) => r.verdict)).toEqual(['ok', 'ok', 'ok', 'none', 'ok']);
  });

  it("holds a page over its goal to today's budget, and tracks it", () => {
    const today = BUDGETS['/'].js;
    expect(budgetOf('/', 'js')).toEqual({ budget: today, goal: GOALS.js });
    const rows = judge('/', { ...within, js: today });
    expect(rows.find((r) => r.measure === 'js').verdict).toBe('tracked');
    expect(failed(rows)).toBe(false);
    expect(formatRows('/', rows).find((l) => l.includes('JavaScript'))).toMatch(
      /^ {2}tracked {2}\/: JavaScript before interaction \(gzip\) [\d.]+ KB, budget [\d.]+ KB: [\d.]+ KB over goal 120\.0 KB$/,
    );
  });

  it('fails a page made heavier, naming the route, the measure, its size and the budget', () => {
    const rows = judge('/', { ...within, js: BUDGETS['/'].js + 2 * KB });
    expect(failed(rows)).toBe(true);
    const line = formatRows('/', rows).find((l) => l.startsWith('  FAILED'));
    const budget = (BUDGETS['/'].js / KB).toFixed(1);
    const size = ((BUDGETS['/'].js + 2 * KB) / KB).toFixed(1);
    expect(line).toBe(
      `  FAILED   /: JavaScript before interaction (gzip) is ${size} KB, budget ${budget} KB (goal 120.0 KB): over budget by 2.0 KB`,
    );
  });

  it('names a few bytes over as bytes', () => {
    const rows = judge('/', { ...within, js: BUDGETS['/'].js + 40 });
    expect(formatRows('/', rows).find((l) => l.startsWith('  FAILED'))).toMatch(/: over budget by 40 B$/);
  });

  it('fails a page over a goal it met (no budget of its own)', () => {
    const rows = judge('/vendors', { ...within, lcpImage: undefined, html: 31 * KB });
    expect(formatRows('/vendors', rows)[0]).toBe(
      '  FAILED   /vendors: HTML (br) is 31.0 KB, budget 30.0 KB: over budget by 1.0 KB',
    );
  });

  it('fails a page that lost its high-priority image', () => {
    const rows = judge('/', { ...within, lcpImage: undefined });
    expect(rows.find((r) => r.measure === 'lcpImage').verdict).toBe('missing');
    expect(failed(rows)).toBe(true);
  });

  it("holds a Hindi twin to its own budget, else to its English page's with room for Devanagari text", () => {
    expect(budgetOf('/', 'js', { hindi: true }).budget).toBe(BUDGETS['/hi'].js);
    // Every page's HTML meets its goal now: neither a page nor its twin has an HTML budget above it.
    expect(budgetOf('/', 'html', { hindi: true }).budget).toBe(GOALS.html);
    expect(BUDGETS['/hi'].lcpImage).toBeUndefined();
    expect(budgetOf('/product/comparison', 'early', { hindi: true }).budget).toBe(GOALS.early);
    expect(budgetOf('/products?search=black', 'lcpImage', { hindi: true }).budget).toBe(
      BUDGETS['/products?search=black'].lcpImage,
    );
    expect(BUDGETS['/hi/vendors'].html).toBeUndefined();
    expect(budgetOf('/vendors', 'html', { hindi: true }).budget).toBe(GOALS.html);
    expect(budgetOf('/vendor/profile/:manufacturer', 'css', { hindi: true }).budget).toBe(GOALS.css);
  });

  it("gives a twin without a budget of its own its English page's, with room for Devanagari text", () => {
    const budgets = { '/x': { html: 40 * KB, js: 200 * KB }, '/hi/x': { js: 210 * KB } };
    expect(budgetOf('/x', 'html', { hindi: true, budgets }).budget).toBe(Math.ceil(40 * KB * 1.15));
    expect(budgetOf('/x', 'js', { hindi: true, budgets }).budget).toBe(210 * KB);
    expect(budgetOf('/x', 'css', { hindi: true, budgets }).budget).toBe(GOALS.css);
  });
});
