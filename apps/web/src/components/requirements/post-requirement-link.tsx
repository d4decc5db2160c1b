// D38: the way to an open requirement, where a buyer would otherwise stop: the home page, a
// catalogue search that found nothing, the buyer's dashboard.
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { joinClasses as cn } from '@/lib/class-join';
import { useLocalePath, useT } from '@/lib/i18n';

export function PostRequirementLink({ className, lead }: { className?: string; lead?: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-copper-200 bg-copper-50/60 p-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-sm text-stone-700">
        {lead ?? t("Can't find the stone you need?")}{' '}
        {t('Tell manufacturers what you need and let those with matching stock send you quotes.')}
      </p>
      <Link
        to={lp('/requirements/new')}
        className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md bg-copper-700 px-4 text-sm font-medium text-white hover:bg-copper-800"
      >
        <Megaphone aria-hidden="true" className="size-4" />
        {t('Post your requirement')}
      </Link>
    </div>
  );
}
