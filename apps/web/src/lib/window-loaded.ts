import { useEffect, useRef, useState } from 'react';

/**
 * Whether the window's `load` event has passed, for images below the fold that should not compete
 * with the first screen (its LCP image, the page's chunks) on a slow phone: false in the server's
 * HTML and at hydration (so both match), true once the page has loaded (at once on a page reached
 * by client navigation). With `wanted` false it is true, and stays true if `wanted` turns true
 * again (a carousel slide shown before the load keeps its image).
 */
export function useWindowLoaded(wanted = true): boolean {
  const [loaded, setLoaded] = useState(false);
  const wasUnwanted = useRef(!wanted);
  if (!wanted) wasUnwanted.current = true;
  useEffect(() => {
    if (!wanted) return;
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [wanted]);
  return !wanted || loaded || wasUnwanted.current;
}

/**
 * Runs `callback` once the window has loaded: at its `load` event, or at once when the event has
 * already passed. A server-rendered page asks for its scripts after its first screen is
 * drawn (ADR 011), often after `load`, so a listener added then would never run.
 */
export function onWindowLoaded(callback: () => void, win: Window = window): void {
  if (win.document.readyState === 'complete') callback();
  else win.addEventListener('load', () => callback(), { once: true });
}
