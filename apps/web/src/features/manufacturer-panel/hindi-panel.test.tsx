// D40: the manufacturer's panel reads in Hindi on /hi and exactly as before in English: the
// Inventory screen (heading, totals in वर्ग फुट, slab statuses, hold dates with Hindi months, links
// that keep /hi), the figures' formats, and the shared table's texts on English pages that load no
// panel catalogue (the administrator's).
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@/components/data-table/i18n';
import { ensureCatalogs, LocaleProvider, PAGE_AREAS, translate } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { InventoryTotals } from './components/inventory/inventory-totals';
import { SlabStatusBadge } from './components/inventory/slab-status-badge';
import { formatReplyTime, formatWhenHindi, waitingForIn } from './lib/format-insights';
import { formatSqft, lotTitle } from './lib/slab-format';
import { ManufacturerInventoryPage } from './pages/inventory-page';
import { inventoryList, inventorySlab, manufacturerLot, page } from './test/slab-fixtures';

beforeAll(() =>
  Promise.all([
    ensureCatalogs('en', ['trade', 'panel']),
    ensureCatalogs('hi', [...PAGE_AREAS, 'trade', 'panel']),
  ]),
);

const TOTALS = {
  availableSqft: 1234.5,
  availableSlabs: 1,
  heldSqft: 49.1,
  heldSlabs: 2,
  soldSqft: 0,
  soldSlabs: 0,
};
const HELD = {
  status: 'held' as const,
  heldUntil: '2026-12-12',
  heldForRequestId: 42,
  soldOutside: false,
};

describe('the manufacturer panel in Hindi (D40)', () => {
  it('shows the Inventory totals in वर्ग फुट with Hindi words and Latin digits', () => {
    render(
      <LocaleProvider locale="hi">
        <InventoryTotals totals={TOTALS} />
      </LocaleProvider>,
    );
    const totals = screen.getByRole('region', { name: 'कुल' });
    expect(totals.textContent).toContain('उपलब्ध1,234.50वर्ग फुट1 स्लैब');
    expect(totals.textContent).toContain('होल्ड पर49.10वर्ग फुट2 स्लैब');
    expect(totals.textContent).not.toMatch(/sq\.ft|Available|slab/);
  });

  it('shows the same totals unchanged in English', () => {
    render(
      <LocaleProvider locale="en">
        <InventoryTotals totals={TOTALS} />
      </LocaleProvider>,
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain('Available1,234.50sq.ft1 slab');
    expect(totals.textContent).toContain('On hold49.10sq.ft2 slabs');
  });

  it("names a held slab's end with the Hindi month and links to the quote under /hi", () => {
    renderWithProviders(
      <LocaleProvider locale="hi">
        <SlabStatusBadge slab={HELD} />
      </LocaleProvider>,
    );
    const link = screen.getByRole('link', { name: /12 दिसंबर 2026 तक होल्ड/ });
    expect(link.getAttribute('href')).toBe('/hi/vendor/quotes/42');
    expect(link.getAttribute('title')).toBe('कोटेशन मांग #42 के लिए होल्ड');
  });

  it('keeps the English hold and its link as they were', () => {
    renderWithProviders(
      <LocaleProvider locale="en">
        <SlabStatusBadge slab={HELD} />
      </LocaleProvider>,
    );
    const link = screen.getByRole('link', { name: /On hold until 12 Dec 2026/ });
    expect(link.getAttribute('href')).toBe('/vendor/quotes/42');
  });

  it('renders the Inventory page in Hindi: heading, buttons, columns, statuses and the lot', async () => {
    mockApi({
      'GET /api/v1/vendor/slabs': inventoryList([
        inventorySlab({ id: 1, sequence: 7 }),
        inventorySlab({ id: 2, sequence: 8, ...HELD, heldByReplyId: 90 }),
      ]),
      'GET /api/v1/vendor/lots': page([manufacturerLot()]),
      'GET /api/v1/vendor/products': page([{ id: 5, name: 'Black Galaxy' }]),
    });
    renderWithProviders(
      <LocaleProvider locale="hi">
        <ManufacturerInventoryPage />
      </LocaleProvider>,
      { route: '/hi/vendor/inventory' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'स्टॉक' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV इम्पोर्ट करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉट जोड़ें' }).getAttribute('href')).toBe(
      '/hi/vendor/inventory/lots/new',
    );
    const table = await screen.findByRole('table', { name: 'स्लैब' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /B114-07/ });
    // Names people wrote stay as written; the lot is named in Hindi.
    expect(row.textContent).toContain('ब्लॉक B114 · लॉट L1');
    expect(row.textContent).toContain('Black Galaxy');
    expect(within(row).getByText('उपलब्ध')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'वर्ग फुट ग्रॉस / उपयोगी' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: /12 दिसंबर 2026 तक होल्ड/ })).toBeTruthy();
    expect(screen.getByText('2 में से 1–2')).toBeTruthy();
  });

  it('formats reply times, lots and sq.ft in both languages', () => {
    expect(formatReplyTime(200, 'hi')).toBe('3 घंटे 20 मिनट');
    expect(formatReplyTime(200)).toBe('3 h 20 min');
    expect(formatReplyTime(3 * 24 * 60, 'hi')).toBe('3 दिन');
    expect(lotTitle({ blockNumber: 'B114', lotNumber: 'L2' }, 'hi')).toBe('ब्लॉक B114 · लॉट L2');
    expect(lotTitle({ blockNumber: 'B114', lotNumber: 'L2' })).toBe('Block B114 · lot L2');
    expect(formatSqft(1234.5, 'hi')).toBe('1,234.50 वर्ग फुट');
    const fiveHoursAgo = new Date(Date.now() - 5 * 3_600_000).toISOString();
    expect(waitingForIn(fiveHoursAgo, 'hi')).toBe('5 घंटे');
    expect(waitingForIn(fiveHoursAgo, 'en')).toBe('5 h');
    // A list's time as short as the English one: the month in full, Latin digits, no "को … बजे".
    expect(formatWhenHindi('2026-11-26T12:53:00.000Z')).toMatch(/^26 नवंबर( 2026)?, शाम 6:23$/);
  });

  it('plurals a slab count in English and keeps one Hindi form', () => {
    const message = '{count, plural, one {# slab} other {# slabs}} marked sold';
    expect(translate('en', message, { count: 1 })).toBe('1 slab marked sold');
    expect(translate('en', message, { count: 3 })).toBe('3 slabs marked sold');
    expect(translate('hi', message, { count: 3 })).toBe('3 स्लैब बिके दर्ज हुए');
  });
});

describe("the shared table's texts without the panel catalogue (the administrator's English pages)", () => {
  it('fills the placeholders of a message the catalogue did not format', () => {
    expect(fillPlaceholders('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(fillPlaceholders('Actions for {label}', { label: 'Black Galaxy' })).toBe(
      'Actions for Black Galaxy',
    );
    expect(fillPlaceholders('आगे {missing}', {})).toBe('आगे {missing}');
  });
});
