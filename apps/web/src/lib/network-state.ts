// Whether the page is working without the network: the browser says so (navigator.onLine false), or
// the network failed under it though the browser still believes it is online — a Wi-Fi without
// internet, a dead mobile link, the site unreachable, and the offline emulation of some Chromium builds,
// which stops at the next page load (a headless Chromium 147 still reports onLine on the kept page).
// The worker (public/sw.js) marks what it answers from its copies: a kept page carries
// KEPT_COPY_ATTRIBUTE on <html>, a kept API answer the KEPT_COPY_HEADER header.

/** Set by the worker on <html> of a page answered from its copy because the network failed. */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy';
/** Set by the worker on an API answer from its copy because the network failed. */
export const KEPT_COPY_HEADER = 'x-kept-copy';

/** The last word from the network: true once a request failed or came from a kept copy. */
let unreachable =
  typeof document !== 'undefined' && document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);
const listeners = new Set<() => void>();

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** A request reached the server (true) or did not, or came from the worker's copy (false). */
export function noteNetworkAnswer(reached: boolean): void {
  setUnreachable(!reached);
}

/** Whether an answer of fetch() came from the worker's copy rather than the network. */
export function isKeptCopy(response: Response): boolean {
  return response.headers.has(KEPT_COPY_HEADER);
}

export function subscribeToNetworkState(onChange: () => void): () => void {
  // The browser's own word: back online clears a failure seen before, going offline is offline.
  const onOnline = () => {
    setUnreachable(false);
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onChange);
  };
}

/** Offline as a visitor means it: the browser says so, or the network failed under the page. */
export function isOffline(): boolean {
  return !navigator.onLine || unreachable;
}

/** For tests: forget what the network said (a new page load starts from its <html> mark). */
export function resetNetworkState(): void {
  unreachable = document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);
}
