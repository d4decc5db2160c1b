import enAuth from 'virtual:i18n/en/auth';
import enCommon from 'virtual:i18n/en/common';
import enOptions from 'virtual:i18n/en/options';
import enStorefront from 'virtual:i18n/en/storefront';
import { LANGUAGES, type Language } from '@granite/shared';
import type { I18n, Messages } from '@lingui/core';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router';
import { type CompiledMessage, formatEnglish } from './english';

/**
 * D40, ADR 015: English and Hindi. A message's id is its English text (ICU MessageFormat for
 * placeholders and plurals), so English code reads as English and a message missing from the Hindi
 * catalogue falls back to English. Catalogues are split by area (src/locales/hi/<area>.json) and
 * compiled at build time (build/i18n-catalogs.ts); a Hindi page loads only the areas it shows.
 */
export type Locale = Language;
export const LOCALES = LANGUAGES;
/**
 * common: the site's frame (header, footer, errors); storefront and options: the storefront's pages
 * and option lists; auth: sign-in and sign-up; trade: the quote, order and notification screens the
 * buyer and the manufacturer share; buyer: the buyer's dashboard; panel: the manufacturer's panel.
 */
export type CatalogArea = 'common' | 'storefront' | 'options' | 'auth' | 'trade' | 'buyer' | 'panel';
export const CATALOG_AREAS: readonly CatalogArea[] = [
  'common',
  'storefront',
  'options',
  'auth',
  'trade',
  'buyer',
  'panel',
];
export type MessageValues = Record<string, string | number | undefined | null>;

type Catalog = Messages;
const loaders: Record<Locale, Record<CatalogArea, () => Promise<{ default: Catalog }>>> = {
  en: {
    common: async () => ({ default: enCommon }),
    storefront: async () => ({ default: enStorefront }),
    options: async () => ({ default: enOptions }),
    auth: async () => ({ default: enAuth }),
    trade: () => import('virtual:i18n/en/trade'),
    buyer: () => import('virtual:i18n/en/buyer'),
    panel: () => import('virtual:i18n/en/panel'),
  },
  hi: {
    common: () => import('virtual:i18n/hi/common'),
    storefront: () => import('virtual:i18n/hi/storefront'),
    options: () => import('virtual:i18n/hi/options'),
    auth: () => import('virtual:i18n/hi/auth'),
    trade: () => import('virtual:i18n/hi/trade'),
    buyer: () => import('virtual:i18n/hi/buyer'),
    panel: () => import('virtual:i18n/hi/panel'),
  },
};

/** The areas every page shows (header, footer, storefront, option lists): loaded before the first render. */
export const PAGE_AREAS: CatalogArea[] = ['common', 'storefront', 'options', 'auth'];

/** A language's messages: English's read by lib/i18n/english.ts, Hindi's by Lingui (loaded with them). */
type Formatter = { messages: Messages; load(locale: Locale, messages: Messages): void; _: I18n['_'] };

function englishFormatter(messages: Messages): Formatter {
  return {
    messages,
    load: (_locale, more) => Object.assign(messages, more),
    _: ((id: string, values?: Record<string, unknown>) =>
      formatEnglish(messages[id] as CompiledMessage, values)) as I18n['_'],
  };
}

/** Hindi's formatter: @lingui/core, imported with the first Hindi catalogue (ADR 015). */
let hindi: Promise<Formatter> | undefined;
const loadHindi = () =>
  (hindi ??= import('@lingui/core').then(({ setupI18n }) => {
    const i18n = setupI18n({ locale: 'hi', messages: { hi: {} } });
    instances.hi = i18n;
    return i18n;
  }));

const instances: Record<Locale, Formatter> = {
  en: englishFormatter({ ...enCommon, ...enStorefront, ...enOptions, ...enAuth }),
  // Until Lingui is in: no Hindi message, so every text falls back to English.
  hi: { messages: {}, load: () => undefined, _: ((id: string) => id) as I18n['_'] },
};
const loaded: Record<Locale, Map<CatalogArea, Promise<void>>> = {
  en: new Map(PAGE_AREAS.map((area) => [area, Promise.resolve()])),
  hi: new Map(),
};
const ready: Record<Locale, Set<CatalogArea>> = { en: new Set(PAGE_AREAS), hi: new Set() };

/** Loads the compiled catalogues of `areas` for `locale` once; await it before rendering them. */
export function ensureCatalogs(locale: Locale, areas: readonly CatalogArea[] = PAGE_AREAS): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let pending = loaded[locale].get(area);
      if (!pending) {
        const formatter = locale === 'hi' ? loadHindi() : Promise.resolve(instances.en);
        pending = Promise.all([formatter, loaders[locale][area]()]).then(([i18n, module]) => {
          i18n.load(locale, module.default);
          ready[locale].add(area);
        });
        loaded[locale].set(area, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

export function catalogsReady(locale: Locale, areas: readonly CatalogArea[]): boolean {
  return areas.every((area) => ready[locale].has(area));
}

/**
 * `message` in `locale`: the Hindi text when the catalogue has it, else the English (D40's fallback;
 * the missing-key check in catalog-coverage.test.ts fails `npm test` on any message the Hindi catalogue lacks).
 */
export function translate(locale: Locale, message: string, values?: MessageValues): string {
  const i18n = instances[locale];
  if (i18n.messages[message] !== undefined) return i18n._(message, values ?? undefined);
  if (locale !== 'en' && instances.en.messages[message] !== undefined)
    return instances.en._(message, values ?? undefined);
  return fillPlaceholders(message, values);
}

/**
 * English as written with its plain `{name}` placeholders filled, as Lingui fills them (a value's
 * text; nothing for a missing one). The build compiles only the English messages that need more
 * (plurals, selects: build/i18n-catalogs.ts), so the first download carries no copy of the others.
 */
function fillPlaceholders(message: string, values?: MessageValues): string {
  if (!message.includes('{')) return message;
  return message.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values?.[name];
    return value == null ? '' : String(value);
  });
}

/**
 * Marks a message kept in data (a menu's labels) for the missing-key check, which reads the literal
 * first arguments of `t`, `translate` and `msg`; it returns the message as given, and the code that
 * shows it translates it: `const NAV = [{ label: msg('Products') }]` … `t(item.label)`.
 */
export const msg = (message: string): string => message;

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `t('Request a quote')`, `t('{count, plural, one {# slab} other {# slabs}}', { count })`. */
export function useT(): (message: string, values?: MessageValues) => string {
  const locale = useLocale();
  return useCallback(
    (message: string, values?: MessageValues) => translate(locale, message, values),
    [locale],
  );
}

/** The address of `path` in `locale`: `/hi/products` for Hindi, `/products` for English (D40). */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  // The admin area is English only (D40): its addresses have no Hindi twin.
  if (/^\/admin(?:[/?#]|$)/.test(path)) return path;
  if (path === '/' || path === '') return '/hi';
  return path.startsWith('/') ? `/hi${path}` : path;
}

export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}

/**
 * React Router's `navigate` that keeps the page's language: `navigate('/dashboard')` on a Hindi page
 * goes to `/hi/dashboard` (a string or `{ pathname }`; a number steps through history as before).
 */
export function useLocaleNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return void navigate(to);
      if (typeof to === 'string') return void navigate(localePath(locale, to), options);
      return void navigate(
        to.pathname === undefined ? to : { ...to, pathname: localePath(locale, to.pathname) },
        options,
      );
    },
    [navigate, locale],
  );
}

/** The locale an address is in, and the address without its `/hi` prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/hi' || pathname.startsWith('/hi/'))
    return { locale: 'hi', path: pathname.slice(3) || '/' };
  return { locale: 'en', path: pathname };
}
