import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Root of the route tree: scroll restoration and a slim progress bar while a page module loads. */
export function RouteShell() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  return (
    <>
      {busy && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-copper-100"
        >
          <div className="h-full w-2/5 bg-copper-700 motion-safe:animate-progress" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page module loads (before anything else is on screen). */
export function InitialLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-stone-300 border-t-copper-700"
      />
    </div>
  );
}
