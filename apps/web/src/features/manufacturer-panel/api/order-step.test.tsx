// A step the server refuses (the order was confirmed meanwhile in another tab, or by another member
// of the firm) reloads the order, so the drawer stops offering the step that was refused.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { useManufacturerOrder, useOrderStep } from './manufacturer-quotes';

function Probe() {
  const order = useManufacturerOrder(5);
  const step = useOrderStep();
  return (
    <>
      <p>{order.data ? `status ${order.data.status}` : 'loading'}</p>
      <button type="button" onClick={() => step.mutate({ id: 5, step: { action: 'confirm' } })}>
        confirm
      </button>
    </>
  );
}

describe('a refused order step', () => {
  it('reloads the order it was refused for', async () => {
    let status = 'pending';
    const { calls } = mockApi({ 'GET /api/v1/vendor/orders/5': () => ({ id: 5, status }) });
    renderWithProviders(<Probe />);
    await screen.findByText('status pending');
    status = 'confirmed'; // confirmed elsewhere; POST …/confirm is not answered here: refused
    act(() => screen.getByRole('button', { name: 'confirm' }).click());
    await screen.findByText('status confirmed');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/vendor/orders/5/confirm'),
      ).toHaveLength(1),
    );
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/vendor/orders/5')).toHaveLength(2);
  });
});
