// The Manufacturer Guidelines (admin spec 2, figures of spec 9) in English and, on /hi, in Hindi (D40):
// the same rules with the same figures, and links that stay in the reader's language.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs, type Locale, LocaleProvider } from '@/lib/i18n';
import { MANUFACTURER_GUIDELINES } from '../content/manufacturer-guidelines';
import { MANUFACTURER_STANDARDS as S } from '../content/manufacturer-standards';
import { ManufacturerGuidelinesPage } from './manufacturer-guidelines-page';

beforeAll(() => ensureCatalogs('hi', ['common', 'storefront', 'options', 'auth', 'panel']));

function renderIn(locale: Locale) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[locale === 'hi' ? '/hi/vendor/guidelines' : '/vendor/guidelines']}>
          <ManufacturerGuidelinesPage />
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

/** Every figure in a text, in order: the facts a translation must keep. */
const figures = (text: string) => text.match(/[\d.,×]*\d/g) ?? [];

describe('ManufacturerGuidelinesPage', () => {
  it('reads in English as before', () => {
    renderIn('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Guidelines' })).toBeTruthy();
    for (const name of ['Guidelines', 'Policies', 'Best practices'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Product Listing' })).toBeTruthy();
    expect(
      screen.getByText(`Answer quality complaints within ${S.complaintResponseHours} hours.`),
    ).toBeTruthy();
    expect(screen.getByText('payment after delivery confirmation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vendor FAQ' }).getAttribute('href')).toBe('/vendor/faq');
  });

  it('reads in Hindi on /hi with /hi links', () => {
    renderIn('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'मैन्युफैक्चरर दिशानिर्देश' })).toBeTruthy();
    for (const name of ['दिशानिर्देश', 'नीतियां', 'अच्छे तरीके'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    for (const name of ['प्रोडक्ट लिस्टिंग', 'क्वालिटी मानक', 'खरीदार सेवा', 'कारोबार के तरीके', 'भुगतान की शर्तें'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    expect(
      screen.getByText(`क्वालिटी की शिकायत का जवाब ${S.complaintResponseHours} घंटे के अंदर दें।`),
    ).toBeTruthy();
    expect(screen.getByText(`${S.paymentDays} दिन`)).toBeTruthy();
    expect(screen.queryByText('Guidelines')).toBeNull();
    expect(screen.getByRole('link', { name: 'सेवा की शर्तें' }).getAttribute('href')).toBe(
      '/hi/legal/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'पैसे लौटाने की पॉलिसी' }).getAttribute('href')).toBe(
      '/hi/legal/refund-policy',
    );
    expect(screen.getByRole('link', { name: 'मैन्युफैक्चरर FAQ' }).getAttribute('href')).toBe('/hi/vendor/faq');
    expect(screen.getByRole('link', { name: 'संपर्क करें' }).getAttribute('href')).toBe('/hi/contact');
  });

  it('states the same figures in Hindi as in English, rule by rule', () => {
    const { en, hi } = MANUFACTURER_GUIDELINES;
    expect(hi.glance.map(([figure]) => figures(figure))).toEqual(
      en.glance.map(([figure]) => figures(figure)),
    );
    for (const [g, group] of en.groups.entries()) {
      expect(hi.groups[g]!.rules).toHaveLength(group.rules.length);
      for (const [r, rule] of group.rules.entries())
        expect(figures(hi.groups[g]!.rules[r]!)).toEqual(figures(rule));
    }
    for (const key of ['policies', 'practices'] as const)
      for (const [i, entry] of en[key].entries())
        expect(figures(hi[key][i]!.text)).toEqual(figures(entry.text));
  });
});
