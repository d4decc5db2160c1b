import { describe, expect, it } from 'vitest';
import { CreateMultiQuoteRequest, CreateQuoteRequest, quoteStatusBadge } from './quotes';

// D16: the one quote form. The modal and the server parse with these schemas, so a refusal here is
// the message the buyer reads next to the field.
const valid = {
  productId: 12,
  customerName: 'Asha Rao',
  mobileNumber: '98765 43210',
  quantitySqft: '1200',
  deliveryCity: 'Bengaluru',
  deliveryPin: '560001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};

/** The message zod gives for `field`, or undefined when the body parses. */
function refusal(body: Record<string, unknown>, field: string): string | undefined {
  const result = CreateQuoteRequest.safeParse(body);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('quote request', () => {
  it('accepts the required fields and stores the mobile number as +91 and ten digits', () => {
    const parsed = CreateQuoteRequest.parse(valid);
    expect(parsed.mobileNumber).toBe('+919876543210');
    expect(parsed.quantitySqft).toBe(1200);
    expect(parsed.thickness).toBeUndefined();
  });

  it.each(['9876543210', '+91 98765 43210', '+91-98765-43210', '09876543210', '919876543210'])(
    'accepts the Indian mobile number %s',
    (mobileNumber) => {
      expect(CreateQuoteRequest.parse({ ...valid, mobileNumber }).mobileNumber).toBe('+919876543210');
    },
  );

  it.each([
    ['one that starts with 5', '5876543210'],
    ['nine digits', '987654321'],
    ['eleven digits', '98765432101'],
    ['another country', '+1 415 555 0100'],
    ['letters', '98765abcde'],
  ])('refuses a mobile number with %s', (_what, mobileNumber) => {
    expect(refusal({ ...valid, mobileNumber }, 'mobileNumber')).toBe(
      'must be a 10-digit Indian mobile number',
    );
  });

  it.each(['056001', '56001', '5600011', 'ABCDEF'])('refuses the PIN code %s', (deliveryPin) => {
    expect(refusal({ ...valid, deliveryPin }, 'deliveryPin')).toBe('must be a 6-digit PIN code');
  });

  it.each([
    [0, 'must be at least 1 sq.ft'],
    [-5, 'must be at least 1 sq.ft'],
    [12.5, 'must be a whole number of square feet'],
    [10_000_001, 'must be at most 10,000,000 sq.ft'],
    ['lots', 'must be a number of square feet'],
  ])('refuses a quantity of %s', (quantitySqft, message) => {
    expect(refusal({ ...valid, quantitySqft }, 'quantitySqft')).toBe(message);
  });

  it('refuses a material quality that is not on the list (D12)', () => {
    expect(refusal({ ...valid, materialQuality: 'Luxury' }, 'materialQuality')).toMatch(/^must be one of: /);
  });

  it('takes the empty option of an optional choice as not given', () => {
    const parsed = CreateQuoteRequest.parse({ ...valid, thickness: '', finishType: 'Honed', neededBy: '' });
    expect(parsed.thickness).toBeUndefined();
    expect(parsed.finishType).toBe('Honed');
    expect(parsed.neededBy).toBeUndefined();
  });

  it('refuses a needed-by date in the past', () => {
    expect(refusal({ ...valid, neededBy: '2020-01-01' }, 'neededBy')).toBe('must not be in the past');
  });

  it('refuses a forged status instead of storing it', () => {
    const result = CreateQuoteRequest.safeParse({ ...valid, status: 'accepted' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('requires the product', () => {
    const { productId: _productId, ...withoutProduct } = valid;
    expect(refusal(withoutProduct, 'productId')).toBe('is required');
  });
});

describe('quote request to several manufacturers (D16)', () => {
  const { productId: _productId, ...fields } = valid;

  it('makes one request per product', () => {
    expect(CreateMultiQuoteRequest.parse({ ...fields, productIds: [3, 4, 5] }).productIds).toEqual([3, 4, 5]);
  });

  it('refuses no product, a product named twice and more than ten products', () => {
    const message = (productIds: number[]) =>
      CreateMultiQuoteRequest.safeParse({ ...fields, productIds }).error?.issues[0]?.message;
    expect(message([])).toBe('must name at least one product');
    expect(message([3, 3])).toBe('must not name a product twice');
    expect(message(Array.from({ length: 11 }, (_, i) => i + 1))).toBe(
      'must name at most 10 products in one request',
    );
  });
});

describe('quote status badge', () => {
  it.each([
    ['responded', 'Responded', 'responded'],
    ['accepted', 'Accepted', 'responded'],
    ['declined', 'Declined', 'closed'],
    ['closed', 'Closed', 'closed'],
    ['pending', 'Pending', 'pending'],
    ['something new', 'Pending', 'pending'],
  ])('shows %s as %s', (status, label, tone) => {
    expect(quoteStatusBadge(status)).toEqual({ label, tone });
  });
});
