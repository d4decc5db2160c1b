// D40: a Hindi home page shows the content blocks' built-in texts in Hindi and a text an
// administrator wrote as written; an English page shows both as before.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs, type Locale, LocaleProvider } from '@/lib/i18n';
import { WhyChooseUsSection } from './why-choose-us-section';

const content = {
  title: 'Why Choose Us',
  subtitle: 'A marketplace built for the way granite is bought and sold in India.',
  features: [
    {
      title: 'Transparent Pricing',
      description:
        'Prices in ₹ per sq.ft, side by side, so you can compare manufacturers before you ask for a quote.',
    },
    { title: 'Jalore stockyard visits', description: 'Our team meets you at the yard on Saturdays.' },
  ],
};

const inLocale = (locale: Locale) =>
  render(
    <LocaleProvider locale={locale}>
      <WhyChooseUsSection content={content} />
    </LocaleProvider>,
  );

beforeAll(() => ensureCatalogs('hi'));

describe('the home page content blocks in Hindi (D40)', () => {
  it('shows the built-in texts in Hindi and what an administrator wrote as written', () => {
    inLocale('hi');
    expect(screen.getByRole('heading', { level: 2, name: 'हमें क्यों चुनें' })).toBeTruthy();
    expect(screen.getByText('हमारा वादा')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'साफ़ रेट' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Jalore stockyard visits' })).toBeTruthy();
    expect(screen.getByText('Our team meets you at the yard on Saturdays.')).toBeTruthy();
  });

  it('reads as written on an English page', () => {
    inLocale('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Transparent Pricing' })).toBeTruthy();
  });
});
