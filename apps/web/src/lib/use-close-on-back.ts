// A sheet or dialog open over a page is one step of the browser's history: Back (the phone's back
// button or gesture) closes it instead of leaving the page, and closing it otherwise takes that
// step back out, so the history holds no dead entries.
import { useEffect, useRef } from 'react';

const MARK = 'granite:sheet';

export function useCloseOnBack(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open || typeof window === 'undefined') return;
    // The router's own state is kept in the entry: only the mark is added, the address unchanged.
    window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by its button, Escape or a submit: the step it added goes (not when a link moved on).
      if (!popped && window.history.state?.[MARK]) window.history.back();
    };
  }, [open]);
}
