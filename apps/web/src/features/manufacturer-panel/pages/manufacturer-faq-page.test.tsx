// The manufacturer FAQ (admin spec 2) in English and, on /hi, in Hindi (D40): the same twelve questions,
// the same figures, and links that stay in the reader's language.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs, type Locale, LocaleProvider } from '@/lib/i18n';
import { MANUFACTURER_STANDARDS as S } from '../content/manufacturer-standards';
import { ManufacturerFaqPage } from './manufacturer-faq-page';

beforeAll(() => ensureCatalogs('hi', ['common', 'storefront', 'options', 'auth', 'panel']));

function renderIn(locale: Locale) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[locale === 'hi' ? '/hi/vendor/faq' : '/vendor/faq']}>
          <ManufacturerFaqPage />
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

describe('ManufacturerFaqPage', () => {
  it('reads in English with its links unchanged', async () => {
    renderIn('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor FAQ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register as Vendor' }).getAttribute('href')).toBe(
      '/vendor/register',
    );
    const questions = screen.getByRole('region', { name: 'Questions' });
    expect(within(questions).getAllByRole('button')).toHaveLength(12);
    await userEvent.click(
      screen.getByRole('button', { name: 'How do I become a vendor on Granite Marketplace?' }),
    );
    expect(
      within(questions).getByRole('link', { name: 'Manufacturer Registration' }).getAttribute('href'),
    ).toBe('/vendor/register');
    expect(screen.getAllByRole('link', { name: 'Manufacturer Login' })[0]!.getAttribute('href')).toBe(
      '/vendor/login',
    );
  });

  it('reads in Hindi on /hi, with the same facts and /hi links', async () => {
    renderIn('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'मैन्युफैक्चरर FAQ' })).toBeTruthy();
    expect(screen.getByText('मैन्युफैक्चरर के लिए', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मैन्युफैक्चरर के रूप में रजिस्टर करें' }).getAttribute('href')).toBe(
      '/hi/vendor/register',
    );
    const questions = screen.getByRole('region', { name: 'सवाल' });
    expect(within(questions).getAllByRole('button')).toHaveLength(12);
    expect(screen.queryByText('How do I become a vendor on Granite Marketplace?')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Granite Marketplace पर मैन्युफैक्चरर कैसे बनें?' }));
    const registration = within(questions).getByRole('link', { name: 'मैन्युफैक्चरर रजिस्ट्रेशन' });
    expect(registration.getAttribute('href')).toBe('/hi/vendor/register');
    expect(within(questions).getByText(/2-3 कामकाजी दिन/)).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'मेरे ग्रेनाइट को किन क्वालिटी मानकों पर खरा उतरना है?' }),
    );
    expect(
      within(questions).getByText(new RegExp(`डिलीवरी के ${S.qualityReportDays} दिन के अंदर`)),
    ).toBeTruthy();
    expect(within(questions).getByRole('link', { name: 'पैसे लौटाने की पॉलिसी' }).getAttribute('href')).toBe(
      '/hi/legal/refund-policy',
    );

    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर और भुगतान कैसे होते हैं?' }));
    expect(within(questions).getByText(new RegExp(`${S.paymentDays} दिन के अंदर देय`))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'मुझे कौन-से आंकड़े मिलते हैं?' }));
    expect(
      within(questions).getByText(
        new RegExp(
          `${S.responseStatsMinRequests} या ज़्यादा.*पिछले ${S.responseStatsDays} दिन.*${S.responseRateHours} घंटे`,
        ),
      ),
    ).toBeTruthy();
    expect(within(questions).getByRole('link', { name: 'डैशबोर्ड' }).getAttribute('href')).toBe(
      '/hi/vendor/dashboard',
    );

    const aside = screen.getByRole('navigation', { name: 'मैन्युफैक्चरर के लिए' });
    expect(within(aside).getByRole('link', { name: 'मैन्युफैक्चरर दिशानिर्देश' }).getAttribute('href')).toBe(
      '/hi/vendor/guidelines',
    );
    expect(within(aside).getByRole('link', { name: 'मैन्युफैक्चरर साइन इन' }).getAttribute('href')).toBe(
      '/hi/vendor/login',
    );
    expect(screen.getByRole('link', { name: 'संपर्क करें' }).getAttribute('href')).toBe('/hi/contact');
  });
});
