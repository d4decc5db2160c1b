// The GST register (D35, D42): the month in the address, every document as the server lists it (a
// cancelled one struck through, outside the totals), the totals by tax, and the three downloads of
// the same month for the manufacturer; GSTR-1 only once a GSTIN is stated.
import type { BooksRegister } from '@granite/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { ManufacturerBooksPage } from './books-page';

beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const row = (fields: Partial<BooksRegister['rows'][number]>): BooksRegister['rows'][number] => ({
  documentId: 1,
  orderId: 10,
  kind: 'tax_invoice',
  number: 'VG/26-27/0001',
  date: '2026-11-03',
  buyerName: 'Rao Constructions',
  buyerGstin: '29AAACR5055K1Z5',
  placeOfSupply: 'Karnataka',
  placeOfSupplyCode: '29',
  taxablePaise: 12_000_000,
  cgstPaise: 1_080_000,
  sgstPaise: 1_080_000,
  igstPaise: 0,
  cessPaise: 0,
  totalPaise: 14_160_000,
  state: 'issued',
  ...fields,
});

const register = (gstin: string | null): BooksRegister => ({
  manufacturer: { id: 7, name: 'Vikram Granites', gstin },
  period: { from: '2026-11-01', to: '2026-11-30', month: '2026-11' },
  currency: 'INR',
  rows: [
    row({}),
    row({
      documentId: 2,
      number: 'VG/26-27/0002',
      buyerName: 'Meera Iyer',
      buyerGstin: null,
      placeOfSupply: 'Tamil Nadu',
      placeOfSupplyCode: '33',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 2_160_000,
      state: 'cancelled',
    }),
  ],
  totals: {
    documents: 1,
    cancelled: 1,
    taxablePaise: 12_000_000,
    cgstPaise: 1_080_000,
    sgstPaise: 1_080_000,
    igstPaise: 0,
    cessPaise: 0,
    totalPaise: 14_160_000,
  },
  hsn: [
    {
      hsn: '68029300',
      description: 'Absolute Black',
      uqc: 'SQF',
      quantityX100: 100_000,
      rate: 18,
      taxablePaise: 12_000_000,
      cgstPaise: 1_080_000,
      sgstPaise: 1_080_000,
      igstPaise: 0,
      cessPaise: 0,
    },
  ],
});

const slow = { timeout: 5000 };

describe('GST register', { timeout: 20_000 }, () => {
  it('lists the month of the address with its totals, and links the three files of that month', async () => {
    const server = mockApi({ 'GET /api/v1/vendor/books': register('29AABCU9603R1ZJ') });
    renderWithProviders(<ManufacturerBooksPage />, { route: '/vendor/books?month=2026-11' });
    const first = await screen.findByRole('row', { name: /VG\/26-27\/0001/ }, slow);
    expect(first.textContent).toContain('Rao Constructions');
    expect(first.textContent).toContain('Karnataka');
    expect(first.textContent).toContain('1,41,600.00');
    const cancelled = screen.getByRole('row', { name: /VG\/26-27\/0002/ });
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('Unregistered')).toBeTruthy();
    const total = screen.getByRole('row', { name: /Total of documents in force/ });
    expect(total.textContent).toContain('1,20,000.00');
    expect(screen.getByText(/1 document in force · 1 cancelled/)).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/v1/vendor/books')?.query.get('month')).toBe('2026-11');
    for (const [name, file] of [
      [/Register \(CSV\)/, 'register.csv'],
      [/GSTR-1 \(JSON\)/, 'gstr1.json'],
      [/Tally vouchers \(XML\)/, 'tally.xml'],
    ] as const)
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
        `/api/v1/vendor/books/${file}?month=2026-11&manufacturerId=7`,
      );
    expect(screen.getByRole('row', { name: /68029300/ }).textContent).toContain('1,000 sq.ft');
  });

  it('offers GSTR-1 only once the manufacturer has a GSTIN, and says where to add it', async () => {
    mockApi({ 'GET /api/v1/vendor/books': register(null) });
    renderWithProviders(<ManufacturerBooksPage />, { route: '/vendor/books?month=2026-11' });
    const button = await screen.findByRole('button', { name: /GSTR-1 \(JSON\)/ }, slow);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Add your GSTIN in Settings' }).getAttribute('href')).toBe(
      '/vendor/settings',
    );
  });
});
