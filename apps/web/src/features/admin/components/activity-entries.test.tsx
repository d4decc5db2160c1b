// D28 as an admin reads it: the activity log names fields in words and shows Indian dates and
// times, rupees and Yes/No instead of ISO stamps, paise and true/false.
import type { ActivityEntry } from '@granite/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ActivityEntries, fieldLabel, show } from './activity-entries';

const entry: ActivityEntry = {
  id: 1,
  action: 'quote_request.forward',
  entityType: 'quote_request',
  entityId: '42',
  changes: {
    status: { before: 'pending', after: 'forwarded' },
    forwardedAt: { before: null, after: '2026-12-31T10:30:00.000Z' },
    forwardedBy: { before: null, after: 'Anita Desai' },
    pricePaise: { before: 1_250_000, after: 1_300_000 },
    isPremium: { before: false, after: true },
  },
  metadata: {},
  actor: { id: 'u1', name: 'Anita Desai', email: 'anita@example.com' },
  user: null,
  createdAt: '2026-12-31T10:30:00.000Z',
};

describe('activity log entries', () => {
  it('shows fields in words and values in Indian dates, times and rupees', () => {
    renderWithProviders(<ActivityEntries entries={[entry]} empty="Nothing yet" />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Anita Desai forwarded Quote request #42');
    expect(within(item).getAllByText('31 Dec 2026, 4:00 pm')).toHaveLength(2);
    expect(within(item).getByText('Forwarded at')).toBeTruthy();
    expect(within(item).getByText('Forwarded by')).toBeTruthy();
    expect(within(item).getByText('Price')).toBeTruthy();
    expect(within(item).getByText('₹13,000')).toBeTruthy();
    expect(within(item).getByText('Is premium')).toBeTruthy();
    expect(within(item).getByText('Yes')).toBeTruthy();
    expect(item.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(item.textContent).not.toContain('1300000');
  });

  it('names the row by its name when it still exists', () => {
    renderWithProviders(
      <ActivityEntries
        entries={[
          {
            ...entry,
            action: 'manufacturer.premium',
            entityType: 'manufacturer',
            entityId: '12',
            entityName: 'Shree Balaji Granites',
            changes: { isPremium: { before: false, after: true } },
          },
        ]}
        empty="Nothing yet"
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('changed premium of Manufacturer Shree Balaji Granites');
    expect(item.textContent).not.toContain('#12');
  });

  it('reads a calendar day and a missing value plainly', () => {
    expect(show('2026-12-31', 'neededBy')).toBe('31 Dec 2026');
    expect(show(null)).toBe('—');
    expect(fieldLabel('ownerUserId')).toBe('Owner');
    expect(fieldLabel('close_reason')).toBe('Close reason');
  });
});
