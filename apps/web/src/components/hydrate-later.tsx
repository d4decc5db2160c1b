import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that the browser may take over after the rest, so the first
 * main-thread task is shorter. React hydrates the content of a complete server-rendered Suspense
 * boundary in a render of its own, at the lowest priority and in slices of a few milliseconds
 * (selective hydration), instead of inside the one long task that hydrates the page; a click or key
 * on it before then hydrates it at once and is replayed. Nothing inside suspends, so the fallback
 * never shows: the boundary only splits the work. The server's HTML carries it as `<!--$-->…<!--/$-->`.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
