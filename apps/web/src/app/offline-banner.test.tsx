// Offline, the visitor is told plainly that what they see is what they saw last, and a page never
// opened on this device says it is offline instead of "Something went wrong".
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { KEPT_COPY_ATTRIBUTE, KEPT_COPY_HEADER, resetNetworkState } from '@/lib/network-state';
import { ErrorFallback } from './error-fallback';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE);
  resetNetworkState();
});

const BANNER = 'You are offline — showing what you saw last.';

describe('offline', () => {
  it('shows the banner while the browser is offline and hides it when the network is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toContain('You are offline — showing what you saw last.');
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a page that cannot load offline is not on this device, not that something went wrong', () => {
    goOffline(true);
    render(<ErrorFallback onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  // The network can fail under a browser that still reports navigator.onLine (a Wi-Fi without
  // internet, the site unreachable; some Chromium builds' offline emulation after a page load):
  // the worker's marks on what it answered from its copies say so instead.
  it('shows the banner on a page the worker answered from its copy, though the browser says online', () => {
    expect(navigator.onLine).toBe(true);
    document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, '');
    resetNetworkState();
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain(BANNER);
  });

  it('says a page never opened is offline when the worker gave the shell from its copy', () => {
    document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, '');
    resetNetworkState();
    render(<ErrorFallback onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
  });

  it("shows the banner when a read comes from the worker's copy or fails, and hides it on a live answer", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    fetchMock.mockResolvedValueOnce(
      new Response('{"items":[]}', { status: 200, headers: { [KEPT_COPY_HEADER]: '1' } }),
    );
    await act(() => api.get('/products'));
    expect(screen.getByRole('status').textContent).toContain(BANNER);

    fetchMock.mockResolvedValueOnce(new Response('{"items":[]}', { status: 200 }));
    await act(() => api.get('/products'));
    expect(screen.queryByRole('status')).toBeNull();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => api.get('/products').catch(() => undefined));
    expect(screen.getByRole('status').textContent).toContain(BANNER);

    // The browser's own "back online" clears what a failed request said.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
