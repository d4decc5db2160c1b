import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n';
import { isOffline, subscribeToNetworkState } from '@/lib/network-state';

/**
 * Whether the page works without the network: the browser says so, or the page or a read came from
 * the worker's copy because the network failed (lib/network-state.ts). The server and the first
 * render assume a network.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeToNetworkState, isOffline, () => false);
}

/**
 * Offline, the pages a visitor saw come from the worker's copies (public/sw.js): a plain line says
 * so, so nobody takes a price or a stock level shown then for a live one.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const t = useT();
  if (!offline) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[60] flex items-center justify-center gap-2 bg-granite-black px-4 py-2.5 text-center text-sm text-white shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-copper-300" />
      {t('You are offline — showing what you saw last. Prices and stock may have changed.')}
    </div>
  );
}
