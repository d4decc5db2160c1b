// Test helpers of the web unit tests: a component rendered with the providers the app gives it (a
// query client, a router) and a fetch that answers like the API, by method and path.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { type MockInstance, vi } from 'vitest';

/** The current address of the MemoryRouter, for tests that check what a component wrote into it. */
export const routerAddress = { current: '' };
function LocationProbe() {
  const here = useLocation();
  routerAddress.current = `${here.pathname}${here.search}`;
  return null;
}

/** Renders `ui` inside a fresh query client (no retries: a failure shows at once) and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

type Answer = unknown | ((request: { url: URL; body: unknown }) => unknown);
/** `'GET /api/v1/products'` → the JSON body to answer with, or a function of the request giving it. */
export type ApiRoutes = Record<string, Answer>;

/** What the mocked fetch was asked: method, path, query and JSON body of each call. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Replaces globalThis.fetch (restored after each test by test/setup.ts) with the API's answers from
 * `routes`, matched by method and path; anything else is the API's 404.
 */
export function mockApi(routes: ApiRoutes): { calls: ApiCall[]; fetch: MockInstance<typeof fetch> } {
  const calls: ApiCall[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://granite.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) {
      return Response.json({ error: { code: 'not_found', message: `No route ${key}` } }, { status: 404 });
    }
    const answer = routes[key];
    const result = typeof answer === 'function' ? answer({ url, body }) : answer;
    return Response.json(result);
  });
  return { calls, fetch: fetchMock };
}
