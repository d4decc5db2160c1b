// D38: a requirement the marketplace hid tells its buyer why, in the administrator's own words.
import type { BuyerRequirement } from '@granite/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { MyRequirements } from './my-requirements';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const base: BuyerRequirement = {
  id: 1,
  categoryId: 1,
  categoryName: 'Black Granite',
  varietyId: null,
  varietyName: 'Black Galaxy',
  stone: null,
  productType: 'Slabs',
  finish: 'Polished',
  thickness: '18mm',
  materialQuality: 'Commercial',
  quantitySqft: 1200,
  targetPricePaise: null,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  deliveryState: 'Tamil Nadu',
  neededBy: null,
  description: null,
  status: 'hidden',
  replyCount: 0,
  seatsLeft: 0,
  expiresAt: '2026-12-10T05:00:00.000Z',
  createdAt: '2026-11-20T05:00:00.000Z',
  groupId: 'g1',
  customerName: 'Meera Iyer',
  closedAt: null,
  hiddenReason: 'Posted twice; the earlier post stays open',
};

describe('the buyer’s requirements', () => {
  it('shows why the marketplace hid one, and nothing of the kind for an open one', async () => {
    mockApi({
      'GET /api/v1/me/requirements': {
        items: [base, { ...base, id: 2, status: 'open', seatsLeft: 10, hiddenReason: null }],
        page: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
      },
    });
    renderWithProviders(<MyRequirements />);
    const reason = await screen.findByTestId('requirement-hidden-reason');
    expect(reason.textContent).toBe('Hidden by the marketplace: Posted twice; the earlier post stays open');
    // A hidden requirement does not claim to take replies until its expiry; the open one does.
    expect(screen.getByText(/hidden, no more replies/)).toBeTruthy();
    expect(screen.getAllByText(/takes replies until/)).toHaveLength(1);
    expect(screen.getAllByTestId('requirement-hidden-reason')).toHaveLength(1);
  });
});
