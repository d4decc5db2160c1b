import { startTransition, useEffect, useState } from 'react';
import { useWindowLoaded } from '@/lib/window-loaded';

/**
 * How many items of a long server-rendered list to draw: `first` in the server's HTML and at
 * hydration (so both match, and the HTML and the hydration task stay small), then, once the window
 * has loaded, `step` more per render until all `total` are drawn. Each step is a transition of its
 * own: rendered in slices and committed alone, so no step is a long task on a phone. The items not
 * yet drawn are only missing for the moment after the page's load.
 */
export function useRevealedCount(total: number, first: number, step = first): number {
  const loaded = useWindowLoaded();
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (!loaded || count >= total) return;
    // A macrotask between steps: the browser paints and handles input between two commits.
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => clearTimeout(timer);
  }, [loaded, count, total, step]);
  return Math.min(count, total);
}
