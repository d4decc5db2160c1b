import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** A detail page whose record could not be fetched (anything but a 404), with a retry. */
export function PageLoadError({ subject, onRetry }: { subject: string; onRetry: () => void }) {
  return (
    <Container className="py-20 text-center">
      <h1 className="text-2xl font-semibold">This {subject} could not be loaded.</h1>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </Container>
  );
}

/** The spinner a detail page shows while its record loads; `label` is read out instead. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-stone-300 border-t-copper-700"
      />
    </div>
  );
}
