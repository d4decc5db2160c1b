// ADR 019: the grid of events × channels reads the API's answer, saves one cell as it is ticked, and
// shows the account's transactional e-mails as always on (a disabled, ticked box).
import { NOTIFICATION_EVENTS, type NotificationPreferencesView } from '@granite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { NotificationPreferencesSection } from './notification-preferences';

beforeAll(() => ensureCatalogs('en', ['trade']));

const prefs = (quotesEmail: boolean): NotificationPreferencesView => ({
  emailMode: 'immediate',
  channels: NOTIFICATION_EVENTS.map((event) => ({
    event,
    bell: true,
    email: event === 'quotes' ? quotesEmail : true,
    required: event === 'account',
  })),
});

describe('notification settings per event and channel', () => {
  it('saves one cell as it is ticked; the account row is always on', { timeout: 30_000 }, async () => {
    const api = mockApi({
      'GET /api/v1/me/notification-preferences': prefs(true),
      'PUT /api/v1/me/notification-preferences': prefs(false),
    });
    renderWithProviders(<NotificationPreferencesSection />);
    const quotes = await screen.findByRole('checkbox', {
      name: 'Quote requests, replies and messages: E-mail',
    });
    expect((quotes as HTMLInputElement).checked).toBe(true);
    const account = screen.getByRole('checkbox', {
      name: 'Account and security: E-mail',
    }) as HTMLInputElement;
    expect(account.checked).toBe(true);
    expect(account.disabled).toBe(true);
    expect(screen.getByText('Always on: needed for your account')).toBeTruthy();

    await userEvent.click(quotes);
    const put = await waitFor(() => {
      const call = api.calls.find((c) => c.method === 'PUT');
      expect(call).toBeDefined();
      return call!;
    });
    expect(put.body).toEqual({ channels: [{ event: 'quotes', channel: 'email', enabled: false }] });
    await waitFor(() => expect((quotes as HTMLInputElement).checked).toBe(false));
  });
});
