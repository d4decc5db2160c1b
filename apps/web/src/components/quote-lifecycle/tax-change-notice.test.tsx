// D34: an order still to ship whose invoice will charge another tax says so, with the server's figures.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { TaxChangeNotice } from './tax-change-notice';

beforeAll(() => ensureCatalogs('en', ['trade']));

describe('the order’s tax change notice', () => {
  it('names the old and new rate, the day and the invoice’s tax and total', () => {
    renderWithProviders(
      <TaxChangeNotice
        order={{
          currency: 'INR',
          taxChange: {
            reason: 'rate',
            fromRate: 12,
            toRate: 5,
            effectiveFrom: '2025-09-22',
            taxLines: [
              { kind: 'cgst', rate: 2.5, amount: 52_500 },
              { kind: 'sgst', rate: 2.5, amount: 52_500 },
            ],
            gstPaise: 105_000,
            totalPaise: 2_205_000,
          },
        }}
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(
      'GST rate changed from 12 % to 5 % on 22 Sept 2025; the invoice will charge 5 %.',
    );
    expect(notice.textContent).toContain('CGST 2.5 %₹525');
    expect(notice.textContent).toContain('GST on the invoice₹1,050');
    expect(notice.textContent).toContain('Total on the invoice₹22,050');
  });

  it('says a manufacturer that is not a regular taxpayer charges no GST, and shows nothing without a change', () => {
    const { unmount } = renderWithProviders(
      <TaxChangeNotice
        order={{
          currency: 'INR',
          taxChange: {
            reason: 'no_gst',
            fromRate: 18,
            toRate: 0,
            effectiveFrom: null,
            taxLines: [],
            gstPaise: 0,
            totalPaise: 2_100_000,
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'the order ships with a bill of supply, without tax',
    );
    unmount();
    renderWithProviders(<TaxChangeNotice order={{ currency: 'INR', taxChange: null }} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
