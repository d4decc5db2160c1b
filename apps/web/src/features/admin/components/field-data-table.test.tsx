import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { FieldDataTable, rate } from './field-data-table';

const row = (
  page: string,
  lcpMs: number | null,
  inpMs: number | null,
  cls: number | null,
  samples: number,
) => ({
  page,
  lcpMs,
  inpMs,
  cls,
  samples,
});

describe('real visitors’ speed on the admin dashboard', () => {
  it('rates figures with the Core Web Vitals thresholds', () => {
    expect(rate('lcp', 2500)).toBe('good');
    expect(rate('lcp', 2501)).toBe('needs-improvement');
    expect(rate('lcp', 4001)).toBe('poor');
    expect(rate('inp', 180)).toBe('good');
    expect(rate('cls', 0.3)).toBe('poor');
  });

  it('shows each page type with figures for the chosen period, and says so when there are none', async () => {
    const { calls } = mockApi({
      'GET /api/v1/admin/vitals': ({ url }: { url: URL }) =>
        url.searchParams.get('days') === '7'
          ? { days: 7, rows: [row('home', null, null, null, 0)] }
          : { days: 28, rows: [row('product', 3250, 163, 0.225, 12), row('home', null, null, null, 0)] },
    });
    renderWithProviders(<FieldDataTable />);
    const table = await screen.findByRole('table', { name: /last 28 days/ });
    const product = within(table).getByRole('row', { name: /Product/ });
    expect(product.textContent).toContain('3.25 s');
    expect(product.textContent).toContain('163 ms');
    expect(product.textContent).toContain('0.23');
    expect(product.textContent).toContain('(needs improvement)');
    expect(within(table).queryByRole('row', { name: /Home/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText('No visitor has sent figures in the last 7 days.')).toBeTruthy();
    expect(calls.map((c) => c.query.get('days'))).toEqual(['28', '7']);
  });
});
