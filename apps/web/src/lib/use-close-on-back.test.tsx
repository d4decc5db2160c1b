// Back with a sheet open closes the sheet and stays on the page; closing it otherwise takes its
// history step back out.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './use-close-on-back';

describe('a sheet and the browser’s Back', () => {
  it('Back closes the open sheet, and the page stays', async () => {
    const close = vi.fn();
    const address = window.location.href;
    renderHook(() => useCloseOnBack(true, close));
    // Its own step, marked (the history's length says nothing here: the test window is shared, and a
    // push after an earlier test's Back replaces the steps ahead instead of adding one).
    expect(window.history.state?.['granite:sheet']).toBe(true);
    act(() => window.history.back());
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(window.location.href).toBe(address);
  });

  it('closing the sheet by its button takes its step back out of the history', async () => {
    const close = vi.fn();
    const { rerender } = renderHook(({ open }) => useCloseOnBack(open, close), {
      initialProps: { open: true },
    });
    expect(window.history.state?.['granite:sheet']).toBe(true);
    rerender({ open: false });
    await waitFor(() => expect(window.history.state?.['granite:sheet']).toBeUndefined());
    expect(close).not.toHaveBeenCalled();
  });
});
