import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { SharedIconDefinitions } from '@/components/ui/shared-icon';
import { createQueryClient } from './query-client';
import { ToasterOnDemand } from './toaster';

/** `client`: the one main.tsx hydrated from a server-rendered page, or the server's own (ADR 011). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SharedIconDefinitions />
      {children}
      <AppReady />
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}

/**
 * Marks <html data-app-ready> once the app has committed in the browser (hydrated, for a
 * server-rendered page): the journeys wait for it before they click (e2e/fixtures.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
