// D40: "Slabs in stock" on a Hindi product page: the lot's facts, counts and buttons in Hindi
// (वर्ग फुट, स्लैब, लॉट), the grade and finish from options.json, block numbers as written.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs, LocaleProvider } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { lot, product, slab } from './lot-fixtures';
import { LotsSection } from './lots-section';

beforeAll(() => ensureCatalogs('hi'));

describe('slabs in stock in Hindi (D40)', () => {
  it('shows the lots, their facts and the selection in Hindi', async () => {
    mockApi({
      'GET /api/v1/products/5/lots': {
        items: [
          lot(1, 'B114', [
            slab(1, 7, { grossSqft: 49.1, usableSqft: 49.1 }),
            slab(1, 8, { grossSqft: 60.08, usableSqft: 58.25 }),
            slab(1, 9, { status: 'held' }),
          ]),
        ],
      },
      'GET /api/v1/session': { session: null },
    });
    renderWithProviders(
      <LocaleProvider locale="hi">
        <LotsSection product={product} />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'स्टॉक में स्लैब' })).toBeTruthy();
    const first = screen.getByRole('article', { name: 'ब्लॉक B114' });
    expect(first.textContent).toContain('107.35 वर्ग फुट');
    expect(first.textContent).toContain('3 स्लैब (1 होल्ड पर)');
    expect(within(first).getByText('फर्स्ट')).toBeTruthy();
    expect(within(first).getByText('पॉलिश्ड')).toBeTruthy();
    expect(within(first).getByText('होल्ड पर')).toBeTruthy();
    await userEvent.click(within(first).getByRole('checkbox', { name: /पूरा लॉट चुनें/ }));
    expect(screen.getByTestId('slab-selection').textContent).toContain('2 स्लैब चुने · 107.35 वर्ग फुट');
    expect(screen.getByRole('button', { name: '2 स्लैब का कोटेशन मांगें (107.35 वर्ग फुट)' })).toBeTruthy();
    expect(first.textContent).not.toMatch(/sq\.ft|slabs|Select|\bmm\b/);
    expect(first.textContent).toMatch(/\d+ मिमी/);
  });
});
