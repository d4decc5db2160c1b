import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Set when the caller shows its own error message (e.g. field errors in a form). */
      handlesErrors?: boolean;
    };
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** A 4xx answer will not change on retry, except timeouts and rate limits. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 408 || error.status === 429) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Spec 9: up to 3 retries, exponential back-off capped at 30 s; unused entries kept 5 minutes.
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        gcTime: 5 * 60 * 1000,
        // Offline, a read still goes to the network once: the worker answers public reads the
        // visitor has seen from its copies (public/sw.js). 'online' would pause it before asking.
        networkMode: 'offlineFirst',
      },
    },
    // STYLE: API errors are shown in one place unless the caller handles them itself.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        toast.error('Error', { description: error.message });
      },
    }),
  });
}
