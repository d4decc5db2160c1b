import { describe, expect, it } from 'vitest';
import { CONTACT_MASKS, maskContactDetails } from './masking';

describe('maskContactDetails (D17)', () => {
  it.each([
    ['Call me on 9876543210', `Call me on ${CONTACT_MASKS.phone}`],
    ['Call me on +91 98765 43210 today', `Call me on ${CONTACT_MASKS.phone} today`],
    ['Office 080-2345 6789', `Office ${CONTACT_MASKS.phone}`],
    ['(080) 23456789', CONTACT_MASKS.phone],
    ['Mail ravi.stone@example.co.in please', `Mail ${CONTACT_MASKS.email} please`],
    ['ravi [at] example [dot] com', CONTACT_MASKS.email],
    ['See https://granite.example/slabs?id=1', `See ${CONTACT_MASKS.link}`],
    ['See www.ravistones.in', `See ${CONTACT_MASKS.link}`],
    ['on ravistones.com/catalogue', `on ${CONTACT_MASKS.link}`],
    ['wa.me/919876543210', CONTACT_MASKS.link],
  ])('masks %s', (input, expected) => {
    expect(maskContactDetails(input)).toBe(expected);
  });

  it.each([
    'We need 1,200 sq.ft delivered to PIN 500001 by 2025-03-31.',
    'Price ₹1,25,000 for 500 sq.ft, 18% GST, 20mm slabs, 8x4 ft.',
    'Lead time 15 days. Thickness 18 mm. Order 12345678.',
  ])('leaves %s as written', (input) => {
    expect(maskContactDetails(input)).toBe(input);
  });
});
