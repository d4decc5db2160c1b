import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { joinClasses } from '@/lib/class-join';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Container } from './container';

export type Crumb = { label: string; to?: string };

type PageHeaderProps = {
  /** The page's one <h1>; also the browser tab title unless `documentTitle` is given. */
  title: string;
  description?: ReactNode;
  /** A short label above the title naming the area, e.g. "Catalogue". */
  eyebrow?: string;
  /** Buttons or links shown beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
  breadcrumbs?: Crumb[];
  documentTitle?: string;
  /** "band": full-width storefront header; "panel": inside the manufacturer and admin panels. */
  variant?: 'band' | 'panel';
  className?: string;
};

export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  breadcrumbs,
  documentTitle,
  variant = 'band',
  className,
}: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);

  const body = (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 max-w-3xl">
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
        {eyebrow && (
          <p className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-copper-700 uppercase">
            <span aria-hidden="true" className="h-px w-6 bg-copper-700" />
            {eyebrow}
          </p>
        )}
        <h1
          className={joinClasses(
            'font-semibold tracking-tight text-balance text-granite-black',
            variant === 'band' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
          )}
        >
          {title}
        </h1>
        {description && (
          <p
            className={joinClasses(
              'mt-3 text-pretty text-stone-600',
              variant === 'band' ? 'text-base sm:text-lg' : 'text-sm sm:text-base',
            )}
          >
            {description}
          </p>
        )}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );

  if (variant === 'panel') {
    return <header className={joinClasses('border-b border-stone-200 pb-6', className)}>{body}</header>;
  }
  return (
    <header className={joinClasses('bg-stone-grain border-b border-stone-200', className)}>
      <Container className="py-10 sm:py-14">{body}</Container>
    </header>
  );
}

function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to ?? item.label} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="rounded-sm hover:text-granite-black hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'text-granite-black' : undefined}
                >
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-3.5 text-stone-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
