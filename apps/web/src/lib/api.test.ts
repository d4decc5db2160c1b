// The one JSON client of the web app: every failure becomes a typed ApiError with the server's words
// (docs/architecture.md, Errors), whatever answered.
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ApiError, api, apiUrl, isApiError } from './api';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchMock.mockRestore();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('API addresses', () => {
  it('puts every call under /api/v1 and leaves empty query values out', () => {
    expect(apiUrl('products')).toBe('/api/v1/products');
    expect(apiUrl('/products', { page: 2, search: '', category: undefined, best: null, list: false })).toBe(
      '/api/v1/products?page=2&list=false',
    );
    expect(apiUrl('/products', { search: 'black & white' })).toBe('/api/v1/products?search=black+%26+white');
  });
});

describe('API calls', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 7 }));
    await expect(api.post('/me/wishlist', { productId: 7 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/me/wishlist');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"productId":7}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('answers undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/me/wishlist/7')).resolves.toBeUndefined();
  });

  it("turns the server's error body into an ApiError with its code, message and fields", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: {
          code: 'invalid_data',
          message: 'Check the form',
          fields: { deliveryPin: 'must be a 6-digit PIN code' },
        },
      }),
    );
    const error = await failure(api.post('/quote-requests', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_data', message: 'Check the form' });
    expect(error.fields).toEqual({ deliveryPin: 'must be a 6-digit PIN code' });
  });

  it.each([
    [401, 'unauthorized', 'Please sign in to continue'],
    [403, 'forbidden', 'You do not have permission to do this'],
    [404, 'not_found', 'Not found'],
    [429, 'rate_limited', 'Too many requests. Please try again later.'],
    [502, 'unavailable', 'The service is temporarily unavailable. Please try again.'],
    [422, 'invalid_data', 'The request could not be processed'],
    [500, 'internal', 'Something went wrong on our side. Please try again.'],
  ])('gives a %i without a usable body the code %s', async (status, code, message) => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status }));
    expect(await failure(api.get('/products'))).toMatchObject({ status, code, message });
  });

  it('says so in plain words when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(api.get('/products'))).toMatchObject({
      status: 0,
      code: 'unavailable',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('lets a cancelled request stay a cancellation', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.get('/products')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
