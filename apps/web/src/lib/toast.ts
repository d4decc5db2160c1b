// Toasts (spec 9) through sonner, which loads with the first toast instead of with every storefront
// page. Callers use `toast.success(...)` / `toast.error(...)` as with sonner itself; a toast
// asked for before sonner has arrived waits for it, in order. <ToasterOnDemand/> (app/toaster.tsx)
// mounts sonner's <Toaster/> once toasts are wanted.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner (once) and asks for the toaster to be mounted. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error: unknown) => {
      sonner = undefined; // a dropped connection is not final: the next toast tries again
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For <ToasterOnDemand/>: whether anything has asked for toasts yet. */
export const toastsWanted = () => sonner !== undefined;
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastId = 0;
/** The toast's id is chosen here, so callers get it at once (for `toast.dismiss(id)`), as with sonner. */
function show(kind: 'message' | 'success' | 'error' | 'info' | 'warning') {
  return (message: Message, data?: ExternalToast): string | number => {
    const id = data?.id ?? `toast-${++lastId}`;
    loadToasts().then(
      ({ toast }) => toast[kind](message, { ...data, id }),
      (error: unknown) => console.error('Toasts could not be loaded', error),
    );
    return id;
  };
}

export const toast = Object.assign(show('message'), {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss(id?: string | number): void {
    // Nothing to dismiss before the first toast.
    sonner?.then(({ toast }) => toast.dismiss(id)).catch(() => undefined);
  },
});
