// D8: a rejected applicant's correct-and-resubmit form opens with what they sent, and sends the
// correction back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { ResubmitApplicationForm } from './resubmit-application-form';

// The panel's routes load its catalogues before a page renders (D40); so does each test.
beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const application = {
  id: 7,
  status: 'rejected',
  businessName: 'Kaveri Stones',
  ownerName: 'Lakshmi Narayan',
  gstin: null,
  gstinValid: null,
  phone: '+919845012345',
  address: '14 Hosur Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560068',
  rejectionReason: 'Add your GSTIN',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('correct and resubmit', () => {
  it('shows what was sent as soon as the form appears, and sends the correction', async () => {
    const user = userEvent.setup();
    const server = mockApi({
      'GET /api/v1/me/vendor-application': () => ({ application }),
      'PUT /api/v1/me/vendor-application': ({ body }: { body: unknown }) => ({
        application: { ...application, ...(body as object), status: 'pending' },
      }),
    });
    renderWithProviders(<ResubmitApplicationForm onCancel={() => {}} onDone={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Correct and resubmit your application' });
    const business = screen.getByLabelText(/Business name/) as HTMLInputElement;
    expect(form.contains(business)).toBe(true);
    expect(business.value).toBe('Kaveri Stones');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Bengaluru');

    await user.clear(business);
    await user.type(business, 'Kaveri Stones Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Resubmit application' }));
    await expect.poll(() => server.calls.filter((c) => c.method === 'PUT').length).toBe(1);
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      businessName: 'Kaveri Stones Pvt Ltd',
      city: 'Bengaluru',
      pincode: '560068',
    });
  });
});
