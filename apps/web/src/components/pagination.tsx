import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';
import { pageItems } from '@/lib/page-items';

type PaginationProps = { page: number; totalPages: number; onPage(page: number): void };

/** Storefront 2.6: first, last, current ± 1 and ellipses. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className="mt-10 flex items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('Previous page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      {pageItems(page, totalPages).map((item, i, all) =>
        item === null ? (
          <span
            key={`gap-before-${all[i + 1]}`}
            aria-hidden="true"
            className="w-8 text-center text-stone-500"
          >
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'dark' : 'ghost'}
            size="icon"
            aria-label={t('Page {page}', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            className={cn('tabular-nums', item === page && 'pointer-events-none')}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('Next page')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
