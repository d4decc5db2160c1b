import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Spec 9: toasts at the bottom right, at most 3 visible, about 4 seconds each. */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} closeButton richColors />
    </QueryClientProvider>
  );
}
