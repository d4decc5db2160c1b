import { useT } from '@/lib/i18n';

/** First focusable element on every page: jumps past the navigation to the page content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-granite-black px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('Skip to content')}
    </a>
  );
}
