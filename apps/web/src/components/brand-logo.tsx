import { joinClasses as cn } from '@/lib/class-join';
import { SITE_NAME } from '@/lib/use-document-title';

/** The mark: a slab silhouette on a copper base line, drawn inline so it needs no request. */
export function BrandMark({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="6" fill={inverse ? '#fafaf9' : '#17171a'} />
      <path d="M7 21.5 13.5 9l4 7 2.5-4 5 9.5z" fill={inverse ? '#17171a' : '#fafaf9'} />
      <path d="M7 23.5h18" stroke="#c2410c" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type BrandLogoProps = {
  className?: string;
  /** For dark surfaces. */
  inverse?: boolean;
  /** A second line under the name, e.g. "Manufacturer Panel". */
  subtitle?: string;
};

export function BrandLogo({ className, inverse = false, subtitle }: BrandLogoProps) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <BrandMark inverse={inverse} />
      <span className="flex flex-col leading-tight">
        <span
          className={cn(
            'text-[0.95rem] font-semibold tracking-tight',
            inverse ? 'text-white' : 'text-granite-black',
          )}
        >
          {SITE_NAME}
        </span>
        {subtitle && (
          <span className={cn('text-xs font-medium', inverse ? 'text-stone-400' : 'text-stone-600')}>
            {subtitle}
          </span>
        )}
      </span>
    </span>
  );
}
