// Offline, the visitor is told plainly that what they see is what they saw last, and a page never
// opened on this device says it is offline instead of "Something went wrong".
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

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
});
