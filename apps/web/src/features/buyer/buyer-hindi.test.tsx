// D40: the buyer's screens on /hi read in Hindi (the dashboard's tabs, the quote sheet, the sign-up
// form with its schema messages) and stay exactly as written in English; money keeps Latin digits.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hindiDateTime } from '@/components/quote-lifecycle/format';
import { OrderTaxRows } from '@/components/quote-lifecycle/tax-split';
import { ensureCatalogs, type Locale, LocaleProvider } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { quoteItem, quoteReply } from './components/quote-fixtures';
import { QuoteSheet } from './components/quote-sheet';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';

beforeAll(() =>
  Promise.all([
    ensureCatalogs('hi', ['common', 'storefront', 'options', 'auth', 'trade', 'buyer']),
    ensureCatalogs('en', ['trade', 'buyer']),
  ]),
);

const inLocale = (locale: Locale, ui: ReactElement) => <LocaleProvider locale={locale}>{ui}</LocaleProvider>;

const kuppam = quoteItem({ vendorName: 'Kuppam Quarries' }, (r) => [
  quoteReply(r, { pricePaise: 12_500, freightPaise: 500_000 }),
]);
const hosur = quoteItem({ id: 2, vendorName: 'Hosur Granite Works' }, (r) => [
  quoteReply(r, { id: 2, pricePaise: 12_000, freightPaise: 2_000_000 }),
]);

function renderSheet(locale: Locale) {
  render(
    inLocale(
      locale,
      <QuoteSheet items={[kuppam, hosur]} reputation={new Map()} onAccept={vi.fn()} onDecline={vi.fn()} />,
    ),
  );
  return screen.getByRole('table');
}

describe('the quote sheet in Hindi (D40)', () => {
  it('has Hindi headings, buttons and days; names, figures and ₹ as written', () => {
    const table = renderSheet('hi');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'मैन्युफैक्चरर',
      '₹ / वर्ग फुट',
      'कुल पहुंच दाम',
      'तैयार होने में समय',
      'कब तक मान्य',
      'जवाब का समय',
      'फ़ैसला',
    ]);
    const row = within(table).getByRole('row', { name: /Kuppam Quarries/ });
    expect(within(row).getByRole('button', { name: 'मंज़ूर करें' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'मना करें' })).toBeTruthy();
    expect(row.textContent).toContain('10 दिन');
    expect(row.textContent).toContain('31 दिसंबर 2099');
    expect(row.textContent).toContain('भाड़ा ₹5,000');
    expect(within(row).getByTestId('landed-total').textContent).toBe('₹1,53,400');
    expect(screen.getAllByTestId('lowest-landed')[0]!.textContent).toBe('प्रति वर्ग फुट सबसे कम पहुंच दाम');
  });

  it('is unchanged in English', () => {
    const table = renderSheet('en');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Manufacturer',
      '₹ / sq.ft',
      'Landed total',
      'Lead time',
      'Valid until',
      'Response time',
      'Decision',
    ]);
    const row = within(table).getByRole('row', { name: /Kuppam Quarries/ });
    expect(row.textContent).toContain('10 days');
    expect(row.textContent).toContain('31 Dec 2099');
    expect(row.textContent).toContain('Freight ₹5,000');
  });
});

const signedIn = {
  'GET /api/v1/session': {
    session: {
      user: { id: 'u1', name: 'Ravi Kumar', email: 'ravi@example.com', role: 'buyer', status: 'active' },
    },
  },
};

describe("the buyer's dashboard in Hindi (D40)", () => {
  const tabs = async () =>
    (await screen.findAllByRole('tab')).map((tab) => tab.textContent?.trim() ?? '').filter(Boolean);

  it('names its heading and nine tabs in Hindi', async () => {
    mockApi(signedIn);
    renderWithProviders(inLocale('hi', <DashboardPage />), { route: '/hi/dashboard?tab=samples' });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा डैशबोर्ड' })).toBeTruthy();
    expect(await tabs()).toEqual([
      'सभी प्रोडक्ट',
      'खोजें',
      'प्रोडक्ट की तुलना',
      'कोटेशन मांग',
      'ऑर्डर',
      'ज़रूरतें',
      'सैंपल',
      'सेव की गई खोजें',
      'बिज़नेस की जानकारी',
    ]);
    expect(await screen.findByText('नमस्ते, Ravi Kumar')).toBeTruthy();
  });

  it('keeps the spec’s tab names in English', async () => {
    mockApi(signedIn);
    renderWithProviders(inLocale('en', <DashboardPage />), { route: '/dashboard?tab=samples' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(await tabs()).toEqual([
      'All Products',
      'Search',
      'Compare Products',
      'Quote Requests',
      'Orders',
      'Requirements',
      'Samples',
      'Saved searches',
      'Business details',
    ]);
  });
});

describe('the sign-up form in Hindi (D40)', () => {
  it('labels its fields in Hindi and shows the schema’s messages in Hindi', async () => {
    mockApi({ 'GET /api/v1/session': { session: null } });
    renderWithProviders(inLocale('hi', <LoginPage />), { route: '/hi/login?mode=signup' });
    expect(await screen.findByRole('heading', { name: 'खाता बनाएं' })).toBeTruthy();
    expect(screen.getByLabelText(/पूरा नाम/)).toBeTruthy();
    expect(screen.getByLabelText(/पासवर्ड/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'खाता बनाएं' }));
    expect(await screen.findByText('पूरा नाम ज़रूरी है')).toBeTruthy();
    // The way back to sign-in stays on the Hindi site.
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).getAttribute('href')).toBe('/hi/login');
  });

  it('reads as before in English', async () => {
    mockApi({ 'GET /api/v1/session': { session: null } });
    renderWithProviders(inLocale('en', <LoginPage />), { route: '/login?mode=signup' });
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('states and times on a Hindi page (D40)', () => {
  it('names the place of supply in Hindi, from the shared table of states', () => {
    const order = {
      cgst: null,
      sgst: null,
      igst: 27_000,
      gstRate: 18,
      taxLines: null,
      currency: 'INR' as const,
      gstPaise: 27_000,
      placeOfSupply: 'Rajasthan',
    };
    render(
      inLocale(
        'hi',
        <dl>
          <OrderTaxRows order={order} />
        </dl>,
      ),
    );
    expect(screen.getByText('सप्लाई का स्थान')).toBeTruthy();
    expect(screen.getByText('राजस्थान')).toBeTruthy();
    expect(screen.queryByText('Rajasthan')).toBeNull();
  });

  it('writes the part of the day in Hindi, never am or pm', () => {
    // The browser's own clock: the part of the day is सुबह, दोपहर, शाम or रात, whatever its zone.
    for (const at of ['2026-11-26T03:35:00.000Z', '2026-11-26T13:05:00.000Z']) {
      expect(hindiDateTime(at)).toMatch(/^2[56] नवंबर 2026, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/);
      expect(hindiDateTime(at, false)).toMatch(/^2[56] नवंबर, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/);
    }
  });
});
