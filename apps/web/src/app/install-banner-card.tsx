import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { SITE_NAME } from '@/lib/use-document-title';

/** Spec 2.19: the install banner's card (see install-banner.tsx for when it shows). */
export function InstallBannerCard({
  onInstall,
  onDismiss,
}: {
  onInstall: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="install-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:left-4"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-lg bg-granite-black text-white">
          <Download aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-banner-title" className="font-semibold text-granite-black">
            {t('Install {name}', { name: SITE_NAME })}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {t('Get faster access and work offline. Install our app for the best experience.')}
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={onInstall}>
              {t('Install')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onDismiss}>
              {t('Not now')}
            </Button>
          </div>
        </div>
        <Button size="icon-sm" variant="ghost" aria-label={t('Close')} onClick={onDismiss}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
    </section>
  );
}
