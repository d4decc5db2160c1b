import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth/session';
import { joinClasses as cn } from '@/lib/class-join';
import { type Locale, localePath, splitLocalePath, useLocale, useT } from '@/lib/i18n';
import { rememberLanguage } from '@/lib/i18n/language-choice';

const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };
const LANG: Record<Locale, string> = { en: 'en', hi: 'hi' };

/** The address of the page the visitor is on, in `locale` (same path, query and fragment). */
export function useSamePageIn(locale: Locale): string {
  const location = useLocation();
  const { path } = splitLocalePath(location.pathname);
  return `${localePath(locale, path)}${location.search}${location.hash}`;
}

/**
 * Keeps the choice (the `lang` cookie) and, for a signed-in account, its language (e-mails and
 * notifications follow it); the account call is fire-and-forget.
 */
export function useChooseLanguage(): (locale: Locale) => void {
  const client = useQueryClient();
  return (locale) => {
    rememberLanguage(locale);
    if (client.getQueryData(sessionQueryKey))
      api.put('/me/language', { language: locale }).catch(() => undefined);
  };
}

/**
 * D40: English / हिंदी in the header and the footer; the same page in the other language. Each name
 * is written in its own language and marked so (lang), whatever the page's language.
 */
export function LanguageSwitch({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const locale = useLocale();
  const t = useT();
  const choose = useChooseLanguage();
  const hrefs = { en: useSamePageIn('en'), hi: useSamePageIn('hi') };
  return (
    <nav aria-label={t('Language')} className={cn('flex items-center', className)}>
      <ul className="flex items-center gap-0.5">
        {(['en', 'hi'] as const).map((option) => {
          const current = option === locale;
          return (
            <li key={option}>
              <Link
                to={hrefs[option]}
                lang={LANG[option]}
                hrefLang={LANG[option]}
                aria-current={current ? 'true' : undefined}
                onClick={() => choose(option)}
                className={cn(
                  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors duration-150',
                  tone === 'dark'
                    ? current
                      ? 'text-white underline decoration-copper-400 underline-offset-4'
                      : 'text-stone-300 hover:text-white focus-visible:outline-copper-400'
                    : current
                      ? 'text-granite-black underline decoration-copper-700 underline-offset-4'
                      : 'text-stone-700 hover:text-granite-black',
                )}
              >
                {NAMES[option]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
