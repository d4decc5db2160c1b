import { describe, expect, it, vi } from 'vitest';
import { onWindowLoaded } from './window-loaded';

/** A window whose load state the test sets (happy-dom's own is always complete). */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
  } as unknown as Window;
  const fireLoad = () => {
    for (const listener of listeners.splice(0)) listener();
  };
  return { win, fireLoad };
}

describe('onWindowLoaded', () => {
  it('waits for the load event while the page is loading', () => {
    const { win, fireLoad } = fakeWindow('loading');
    const callback = vi.fn();
    onWindowLoaded(callback, win);
    expect(callback).not.toHaveBeenCalled();
    fireLoad();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the event has passed (scripts asked for after the first screen, ADR 011)', () => {
    const { win } = fakeWindow('complete');
    const callback = vi.fn();
    onWindowLoaded(callback, win);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
