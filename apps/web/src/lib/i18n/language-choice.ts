import { type Locale, splitLocalePath } from './index';

/**
 * D40: the visitor's choice of language, kept in the `lang` cookie for a year (en or hi), and the
 * browser's own preference. The address decides a page's language; these only decide whether an
 * English page offers Hindi (never a redirect).
 */
export const LANGUAGE_COOKIE = 'lang';

/** The visitor closed the Hindi offer for this browsing session (D40). */
export const OFFER_DISMISSED_KEY = 'hindi-offer-dismissed';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server too.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * An account made on a page keeps that page's language (the server reads the cookie at sign-up):
 * signing up on /hi/login makes a Hindi account even without a click on the switch.
 */
export function rememberPageLanguage(): void {
  if (typeof window === 'undefined') return;
  rememberLanguage(splitLocalePath(window.location.pathname).locale);
}

export function chosenLanguage(cookie = document.cookie): Locale | undefined {
  const value = /(?:^|;\s*)lang=(en|hi)(?:;|$)/.exec(cookie)?.[1];
  return value as Locale | undefined;
}

/** The browser's first language (its Accept-Language) is Hindi. */
export function browserPrefersHindi(languages: readonly string[] = navigator.languages ?? []): boolean {
  const first = languages[0]?.toLowerCase();
  return first === 'hi' || Boolean(first?.startsWith('hi-'));
}

/** An English page offers Hindi to a visitor who chose it before, or whose browser puts it first. */
export function shouldOfferHindi(cookie: string, languages: readonly string[]): boolean {
  const chosen = chosenLanguage(cookie);
  if (chosen) return chosen === 'hi';
  return browserPrefersHindi(languages);
}
