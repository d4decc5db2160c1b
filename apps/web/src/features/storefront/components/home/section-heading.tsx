import type { ReactNode } from 'react';
import { joinClasses as cn } from '@/lib/class-join';

/** The eyebrow, heading and intro that open each home-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  action,
  inverse = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  inverse?: boolean;
}) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow && (
          <p
            className={cn(
              'flex items-center gap-2 text-xs font-semibold tracking-[0.14em] uppercase [&:lang(hi)]:tracking-normal',
              inverse ? 'text-copper-300' : 'text-copper-700',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('h-px w-6', inverse ? 'bg-copper-400' : 'bg-copper-700')}
            />
            {eyebrow}
          </p>
        )}
        <h2
          id={id}
          className={cn(
            'mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl',
            inverse ? 'text-white' : 'text-granite-black',
          )}
        >
          {title}
        </h2>
        {subtitle && (
          <p className={cn('mt-3 text-pretty', inverse ? 'text-stone-300' : 'text-stone-600')}>{subtitle}</p>
        )}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
