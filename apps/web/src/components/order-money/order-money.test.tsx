import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { OrderMoneyFigures, PaymentList } from './order-money';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const money = {
  totalPaise: 14_160_000,
  paidPaise: 4_248_000,
  pendingPaise: 100_000,
  disputedPaise: 0,
  duePaise: 9_812_000,
  overduePaise: 0,
  advancePercent: 30,
  advanceDuePaise: 0,
  advanceDueOn: '2026-11-20',
  balanceDueOn: '2026-12-10',
};

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the money of an order (D36)', () => {
  it('shows total, paid, waiting, due and the balance date; no overdue line when nothing is overdue', () => {
    render(<OrderMoneyFigures money={money} />);
    expect(figure('Order total')).toBe('₹1,41,600');
    expect(figure('Paid (confirmed)')).toBe('₹42,480');
    expect(figure('Waiting for confirmation')).toBe('₹1,000');
    expect(figure('Due')).toBe('₹98,120');
    expect(figure('Balance due by')).toBe('10 Dec 2026');
    expect(screen.queryByText('Overdue')).toBeNull();
  });

  it('shows what is overdue and the advance still to pay with its date', () => {
    render(
      <OrderMoneyFigures
        money={{
          ...money,
          paidPaise: 0,
          pendingPaise: 0,
          duePaise: 14_160_000,
          overduePaise: 4_248_000,
          advanceDuePaise: 4_248_000,
        }}
      />,
    );
    expect(figure('Overdue')).toBe('₹42,480');
    expect(figure('Advance (30%) due 20 Nov 2026')).toBe('₹42,480');
    expect(screen.queryByText('Waiting for confirmation')).toBeNull();
  });

  it('lists payments with their state, the reason of a dispute, and actions only while waiting', () => {
    render(
      <PaymentList
        payments={[
          {
            id: 1,
            amountPaise: 4_248_000,
            paidOn: '2026-11-20',
            method: 'NEFT',
            reference: 'HDFCN520241120',
            status: 'confirmed',
            disputeReason: null,
            createdAt: '',
            decidedAt: '',
          },
          {
            id: 2,
            amountPaise: 100_000,
            paidOn: '2026-11-21',
            method: 'UPI',
            reference: '412345678901',
            status: 'recorded',
            disputeReason: null,
            createdAt: '',
            decidedAt: null,
          },
          {
            id: 3,
            amountPaise: 50_000,
            paidOn: '2026-11-21',
            method: 'Cheque',
            reference: '004512',
            status: 'disputed',
            disputeReason: 'Cheque bounced',
            createdAt: '',
            decidedAt: '',
          },
        ]}
        actions={(p) => <button type="button">Confirm {p.id}</button>}
      />,
    );
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.getByText('Disputed: Cheque bounced')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm 2']);
  });

  it('D45: shows the buyer’s answer with its file and offers the buyer’s answer only on a disputed payment', () => {
    const base = {
      amountPaise: 100_000,
      paidOn: '2026-11-21',
      method: 'UPI' as const,
      createdAt: '',
      decidedAt: null,
    };
    render(
      <PaymentList
        side="buyer"
        fileHref={(p) => `/files/${p.id}`}
        payments={[
          { ...base, id: 1, reference: '412345678901', status: 'disputed', disputeReason: 'Not received' },
          {
            ...base,
            id: 2,
            reference: '412345678902',
            status: 'answered',
            disputeReason: 'Not received',
            answerNote: 'Paid from the site office phone',
            answerFile: { mimeType: 'application/pdf', bytes: 1200 },
            answeredAt: '2026-11-22T05:00:00.000Z',
            adminDecidesFrom: '2026-11-29T05:00:00.000Z',
          },
        ]}
        actions={(p) => <button type="button">Answer {p.id}</button>}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Answer 1']);
    expect(screen.getByText('Answered, waiting for a decision')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe('/files/2');
    expect(
      screen.getByText('If the manufacturer has not decided by 29 Nov 2026, the marketplace decides.'),
    ).toBeTruthy();
  });
});
