// D35: the order's documents as each reader sees them: its own API path, a number and date per
// document and a download link to the file.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { OrderDocuments } from './order-documents';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const items = [
  {
    kind: 'proforma',
    title: 'Proforma invoice',
    number: 'PI-9',
    issuedAt: '2026-11-20T06:00:00.000Z',
    url: '/api/v1/vendor/orders/9/documents/proforma',
    documentKind: 'proforma',
    state: 'issued',
    cancelReason: null,
    cancelledAt: null,
    cites: null,
    valuePaise: null,
  },
  {
    kind: 'tax-invoice',
    title: 'Tax invoice',
    number: 'SBG/26-27/0007',
    issuedAt: '2026-11-25T06:00:00.000Z',
    url: '/api/v1/vendor/orders/9/documents/tax-invoice',
    documentKind: 'tax_invoice',
    state: 'issued',
    cancelReason: null,
    cancelledAt: null,
    cites: null,
    valuePaise: null,
  },
];

describe('the order’s documents', () => {
  it('lists each document with its number and a download link, read through the reader’s path', async () => {
    mockApi({ 'GET /api/v1/vendor/orders/9/documents': { items } });
    renderWithProviders(<OrderDocuments orderId={9} status="shipped" reader="vendor" />);
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(section).findByText('SBG/26-27/0007')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Download tax invoice' });
    expect(link.getAttribute('href')).toBe('/api/v1/vendor/orders/9/documents/tax-invoice');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(section).getAllByRole('link')).toHaveLength(2);
  });

  it('marks a cancelled document with its reason, and still offers its file (D42)', async () => {
    const cancelled = {
      ...items[1]!,
      state: 'cancelled',
      cancelReason: 'Issued to the wrong buyer',
      cancelledAt: '2026-11-26T06:00:00.000Z',
    };
    mockApi({ 'GET /api/v1/vendor/orders/9/documents': { items: [items[0]!, cancelled] } });
    renderWithProviders(<OrderDocuments orderId={9} status="shipped" reader="vendor" />);
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect((await within(section).findByTestId('cancelled-tax-invoice')).textContent).toBe(
      'Cancelled: Issued to the wrong buyer',
    );
    expect(within(section).queryByTestId('cancelled-proforma')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Download tax invoice' })).toBeTruthy();
  });

  it('lists a credit note after the invoice it reverses, with the invoice cited, its value and the invoice credited (D42)', async () => {
    const credited = { ...items[1]!, state: 'credited' };
    const note = {
      kind: 'credit-note',
      title: 'Credit note',
      number: 'CN/26-27/0001',
      issuedAt: '2026-11-28T06:00:00.000Z',
      url: '/api/v1/me/orders/9/documents/credit-note/41',
      documentKind: 'credit_note',
      state: 'issued',
      cancelReason: null,
      cancelledAt: null,
      cites: { title: 'Tax invoice', number: 'SBG/26-27/0007', issuedAt: '2026-11-25T06:00:00.000Z' },
      valuePaise: 2_950_000,
    };
    mockApi({ 'GET /api/v1/me/orders/9/documents': { items: [items[0]!, credited, note] } });
    renderWithProviders(<OrderDocuments orderId={9} status="delivered" reader="buyer" />);
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(section).findByText('CN/26-27/0001')).toBeTruthy();
    expect(within(section).getByText('₹29,500')).toBeTruthy();
    expect(within(section).getByTestId('cites-credit-note').textContent).toBe(
      'Against tax invoice SBG/26-27/0007 of 25 Nov 2026',
    );
    expect(within(section).getByTestId('credited-tax-invoice').textContent).toBe(
      'Reversed in full by credit notes',
    );
    const link = within(section).getByRole('link', { name: 'Download credit note' });
    expect(link.getAttribute('href')).toBe('/api/v1/me/orders/9/documents/credit-note/41');
  });

  it('says so when there are none yet', async () => {
    mockApi({ 'GET /api/v1/me/orders/3/documents': { items: [] } });
    renderWithProviders(<OrderDocuments orderId={3} status="pending" reader="buyer" />);
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
  });
});
