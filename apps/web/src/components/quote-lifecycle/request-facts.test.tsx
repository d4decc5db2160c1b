// D34, D33: a request's facts name whom the invoice is made out to (the buyer's company and GSTIN,
// or a person) and the slabs the buyer ticked, for the manufacturer and the admin alike.
import type { QuoteRequestSummary } from '@granite/shared';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { RequestFacts } from './request-facts';

beforeAll(() => ensureCatalogs('en', ['trade']));

const request: QuoteRequestSummary = {
  id: 12,
  groupId: null,
  productId: 3,
  productName: 'Black Galaxy',
  vendorId: 1,
  vendorName: 'Ongole Stone Yard',
  customerName: 'Meera Iyer',
  quantitySqft: 108,
  deliveryCity: 'Bengaluru',
  deliveryPin: '560066',
  materialQuality: 'Premium',
  productType: 'Slabs',
  thickness: null,
  slabSize: null,
  tileSize: null,
  finishType: null,
  neededBy: null,
  additionalNotes: null,
  status: 'forwarded',
  createdAt: '2026-03-01T05:00:00.000Z',
  forwardedAt: null,
  respondedAt: null,
  acceptedAt: null,
  declinedAt: null,
  closedAt: null,
  closeReason: null,
};

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the request’s facts', () => {
  it('name the buyer’s company and GSTIN as the invoice’s Bill to, and the slabs asked for', () => {
    render(
      <RequestFacts
        request={{
          ...request,
          buyerCompany: 'Bengaluru Interiors Pvt Ltd',
          buyerGstin: '29AAGCB7777Q1ZK',
          requestedSlabs: [7, 8].map((sequence) => ({
            slabId: sequence,
            lotId: 1,
            blockNumber: 'B114',
            lotNumber: '',
            sequence,
            lengthMm: 2896,
            widthMm: 1575,
            grossSqft: 49.1,
            usableSqft: sequence === 7 ? 49.1 : 58.25,
            status: 'held',
          })),
        }}
      />,
    );
    expect(fact('Bill to')).toBe('Bengaluru Interiors Pvt Ltd · GSTIN 29AAGCB7777Q1ZK');
    expect(fact('Slabs asked for')).toBe('B114-07 (49.10), B114-08 (58.25)');
  });

  it('say a buyer without a business is a person not registered for GST', () => {
    render(<RequestFacts request={{ ...request, buyerCompany: null, buyerGstin: null }} />);
    expect(fact('Bill to')).toBe('A person, not registered for GST');
    expect(screen.queryByText('Slabs asked for')).toBeNull();
  });
});
