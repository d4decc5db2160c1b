import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useT } from '@/lib/i18n';

/** A detail page whose record could not be fetched (anything but a 404), with a retry. */
export function PageLoadError({ subject, onRetry }: { subject: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Container className="py-20 text-center">
      <h1 className="text-2xl font-semibold">
        {t('This {subject} could not be loaded.', { subject: t(subject) })}
      </h1>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Container>
  );
}

/** A list (products, categories, manufacturers) that could not be fetched, with a retry. */
export function ListLoadError({ subject, onRetry }: { subject: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-10 text-center">
      <p className="font-semibold">{t('{subject} could not be loaded.', { subject: t(subject) })}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}

/** The spinner a detail page shows while its record loads; `label` is read out instead. */
export function PageLoading({ label }: { label: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="sr-only">{t(label)}</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-stone-300 border-t-copper-700"
      />
    </div>
  );
}
