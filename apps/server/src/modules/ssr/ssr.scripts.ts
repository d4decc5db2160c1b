import { createHash } from 'node:crypto';

/**
 * ADR 011, "Scripts after the first screen". A server-rendered page's text, prices, links and first
 * image are in its HTML; its scripts only hydrate it (the filters, the buttons' handlers). On a
 * phone on a slow link, scripts named in the head (the entry and its modulepreloads, about 150 KB)
 * were fetched side by side with the page's LCP image and slowed it: Lighthouse's simulation put
 * FCP at 2.4 s and LCP at 2.5-3.5 s for a 20-28 KB page and a 42 KB image. So the page names its
 * scripts in data, and one small inline script asks for them once the first screen is drawn: after
 * the first contentful paint and, on a page with a high-priority image, that image's load (or
 * failure), one frame later; at the latest 2.5 s after it runs (a slow image, a background tab, a
 * browser without paint timing). The CSP allows exactly this
 * script by its hash (plugins/security-headers.ts); pages the browser renders keep their script tags.
 */
export const SCRIPT_LOADER =
  '(function(){var d=document,s=JSON.parse(d.getElementById("page-scripts").textContent),g=0,n=2;' +
  'function add(t,h){var e=d.createElement(t);e.crossOrigin="";if(t==="link"){e.rel="modulepreload";e.href=h}else{e.type="module";e.src=h}d.head.appendChild(e)}' +
  'function go(){if(g)return;g=1;s.preload.forEach(function(h){add("link",h)});s.entry.forEach(function(h){add("script",h)})}' +
  'function part(){if(--n===0)requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'setTimeout(go,2500);' +
  'if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();part()}}).observe({type:"paint",buffered:true});else part();' +
  'var i=d.querySelector(\'img[fetchpriority="high"]\');' +
  'if(i&&!i.complete){i.addEventListener("load",part);i.addEventListener("error",part)}else part()})();';

/** The CSP source that allows SCRIPT_LOADER and nothing else inline. */
export const SCRIPT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** A page's module scripts: the entries, and the chunks they import (modulepreloaded). */
export type PageScripts = { entry: string[]; preload: string[] };

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** `html` without its module scripts and modulepreload links, and what they named, in order. */
export function takeScripts(html: string): { html: string; scripts: PageScripts } {
  const scripts: PageScripts = { entry: [], preload: [] };
  const rest = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      scripts.entry.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      scripts.preload.push(href);
      return '';
    });
  return { html: rest, scripts };
}

/** The tags that load `scripts` once the first screen is drawn (the page's data, then the loader). */
export function scriptsAfterFirstScreen(scripts: PageScripts): string {
  // `<` escaped: a file name cannot close the element early.
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-scripts">${json}</script><script>${SCRIPT_LOADER}</script>`;
}
