// D41: "Save this search" draws its button with the list page, and its dialog and form (Radix, the
// form fields, the saved-search API) arrive on the button's first use, not with the page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { SaveSearchButton } from './save-search-button';

const dialogModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./save-search-dialog', async (importOriginal) => {
  dialogModule.loads++;
  return importOriginal();
});

describe('the save-search button (D41)', () => {
  it('loads its dialog and form on the first click, then opens them', async () => {
    mockApi({
      'GET /api/v1/session': {
        session: { user: { id: 'u1', name: 'Meera Iyer', email: 'meera@example.in', role: 'buyer' } },
      },
      'GET /api/v1/me/saved-searches': { items: [] },
    });
    renderWithProviders(<SaveSearchButton place="Black Granite" />, {
      route: '/category/1?finish=Polished',
    });
    const button = screen.getByRole('button', { name: 'Save this search' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    // Drawn, hovered over nothing, not used: the dialog's code has not been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialogModule.loads).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialogModule.loads).toBe(1);
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Name/ });
    expect(name.value).toBe('Polished Black Granite');
    expect(dialog.querySelector('form')).not.toBeNull();
  });

  it('asks a signed-out visitor to sign in, coming back to the same list', async () => {
    mockApi({ 'GET /api/v1/session': { session: null } });
    renderWithProviders(<SaveSearchButton />, { route: '/products?maxPrice=300' });
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const link = await screen.findByRole('link', { name: 'Sign in' });
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent('/products?maxPrice=300')}`,
      ),
    );
  });
});
