import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** Previous / "Page 2 of 5" / Next under a paged list; nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('Previous')}
      </Button>
      <span className="text-sm text-stone-600">{t('Page {page} of {pages}', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('Next')}
      </Button>
    </div>
  );
}
