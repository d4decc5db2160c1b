import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's <Toaster/>, mounted once the first toast is asked for (lib/toast.ts), so storefront pages
 * do not load it before anyone acts. Not in the server's HTML nor in the hydrating render.
 */
export function ToasterOnDemand() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec 9: toasts at the bottom right, at most 3 visible, about 4 seconds each. */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} closeButton richColors />
    </Suspense>
  );
}
