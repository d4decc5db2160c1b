// D44: the payee details' checks, shared by the Settings form and the server.
import { describe, expect, it } from 'vitest';
import { IFSC_PATTERN, samePayee, UPI_PATTERN, UpdatePayee } from './payee';

const bank = {
  accountHolder: 'Vikram Granites',
  accountNumber: '50200012345678',
  ifsc: 'hdfc0001234',
  bankName: 'HDFC Bank',
  branch: 'Peenya',
};

describe('payee details (D44)', () => {
  it('reads an IFSC as RBI writes it: four letters, a zero, six letters or digits', () => {
    for (const ok of ['HDFC0001234', 'SBIN0040123', 'ICIC0ABC123'])
      expect(IFSC_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', 'hdfc0001234'])
      expect(IFSC_PATTERN.test(bad), bad).toBe(false);
  });

  it('reads a UPI ID as name@handle', () => {
    for (const ok of ['vikram@okaxis', 'vikram.granites-1@hdfcbank', '9845012345@ybl'])
      expect(UPI_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['vikram', 'vikram@', '@okaxis', 'vi kram@okaxis', 'vikram@ok axis'])
      expect(UPI_PATTERN.test(bad), bad).toBe(false);
  });

  it('takes a whole account, a UPI ID or both; upper-cases the IFSC; names each bad field', () => {
    expect(UpdatePayee.parse({ bank, upiId: null }).bank?.ifsc).toBe('HDFC0001234');
    expect(UpdatePayee.parse({ bank: null, upiId: 'vikram@okaxis' }).upiId).toBe('vikram@okaxis');
    const paths = (body: unknown) => UpdatePayee.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ bank: null, upiId: null })).toEqual(['bank']);
    expect(paths({ bank: { ...bank, ifsc: 'HDFC1234567' }, upiId: null })).toEqual(['bank.ifsc']);
    expect(paths({ bank: { ...bank, accountNumber: '12-34' }, upiId: null })).toEqual(['bank.accountNumber']);
    expect(paths({ bank: { ...bank, branch: '' }, upiId: 'x@' })).toEqual(['bank.branch', 'upiId']);
  });

  it('compares two sets of details field by field', () => {
    const a = { bank: { ...bank, ifsc: 'HDFC0001234' }, upiId: null };
    expect(samePayee(a, { bank: { ...bank, ifsc: 'HDFC0001234' }, upiId: null })).toBe(true);
    expect(samePayee(a, { ...a, upiId: 'vikram@okaxis' })).toBe(false);
    expect(samePayee(null, null)).toBe(true);
    expect(samePayee(null, a)).toBe(false);
  });
});
