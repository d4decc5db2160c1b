import { CircleSlash } from 'lucide-react';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';

/** D31: in place of Request Quote, for a manufacturer nobody answers for on the platform yet. */
export const NOT_TAKING_QUOTES = 'Not taking quote requests on the platform yet';

export function NotTakingQuotes({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const t = useT();
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium',
        tone === 'dark'
          ? 'border-stone-600 bg-stone-800/60 text-stone-200'
          : 'border-stone-300 bg-stone-100 text-stone-700',
        className,
      )}
    >
      <CircleSlash aria-hidden="true" className="size-4 shrink-0" />
      {t(NOT_TAKING_QUOTES)}
    </p>
  );
}
