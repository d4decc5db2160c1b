import { describe, expect, it } from 'vitest';
import { AdminProductInput, ManufacturerProductInput, PRODUCT_MESSAGES, PriceRupeesSchema } from './products';

// The one product form of the admin area and the manufacturer panel (D12, D13, D24).
describe('price per sq.ft', () => {
  it.each([
    ['1250', 125_000],
    ['1,250.50', 125_050],
    ['1,25,000', 12_500_000],
    [245.5, 24_550],
    [' 99.99 ', 9_999],
  ])('reads %j as %i paise', (typed, paise) => {
    expect(PriceRupeesSchema.parse(typed)).toBe(paise);
  });

  it.each([
    ['', PRODUCT_MESSAGES.nameAndPriceRequired],
    [undefined, PRODUCT_MESSAGES.nameAndPriceRequired],
    ['abc', 'must be a number of rupees, e.g. 1250.50'],
    ['0', 'must be more than ₹0'],
    ['-10', 'must be more than ₹0'],
    ['12.345', 'must have at most 2 decimal places'],
    ['10000001', 'must be at most ₹1,00,00,000 per sq.ft'],
  ])('refuses %j with "%s"', (typed, message) => {
    expect(PriceRupeesSchema.safeParse(typed).error?.issues[0]?.message).toBe(message);
  });
});

describe('product form', () => {
  const product = {
    name: 'Black Galaxy',
    price: '1250',
    categoryId: '3',
    materialQuality: 'Premium',
    productType: 'Slabs',
  };

  it('stores the price in paise and empty optional fields as null', () => {
    const parsed = ManufacturerProductInput.parse({ ...product, thickness: '', colour: '' });
    expect(parsed).toMatchObject({ pricePaise: 125_000, categoryId: 3, thickness: null, colour: null });
    expect(parsed).not.toHaveProperty('price');
  });

  it('asks the admin to choose a manufacturer, not the manufacturer itself', () => {
    expect(AdminProductInput.safeParse({ ...product, vendorId: '' }).error?.issues[0]?.message).toBe(
      'Please choose a manufacturer',
    );
    expect(ManufacturerProductInput.safeParse(product).success).toBe(true);
  });

  it("refuses an empty name with the spec's words (D24)", () => {
    expect(ManufacturerProductInput.safeParse({ ...product, name: '  ' }).error?.issues[0]?.message).toBe(
      'Product name and price are required',
    );
  });

  it('refuses a forged status or view count', () => {
    expect(ManufacturerProductInput.safeParse({ ...product, status: 'active' }).success).toBe(false);
    expect(ManufacturerProductInput.safeParse({ ...product, viewCount: 1e6 }).success).toBe(false);
  });

  it('refuses a thickness that is not on the shared list (D12)', () => {
    expect(ManufacturerProductInput.safeParse({ ...product, thickness: '17mm' }).success).toBe(false);
  });

  it('refuses the same image twice in the gallery', () => {
    const id = '0b6f8f5e-4a57-4c8e-9a4c-0f1d2b3c4d5e';
    expect(
      ManufacturerProductInput.safeParse({ ...product, images: [id, id] }).error?.issues[0]?.message,
    ).toBe('must not hold the same image twice');
  });
});
