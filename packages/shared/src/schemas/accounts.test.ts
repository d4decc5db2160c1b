import { describe, expect, it } from 'vitest';
import {
  addressWithPin,
  BuyerSignUp,
  ChangePassword,
  GSTIN_STATE_MESSAGE,
  ManufacturerApplication,
  ManufacturerRegistration,
  NewPasswordSchema,
  splitPin,
} from './accounts';

describe('new passwords (D4)', () => {
  it('asks for at least 8 characters, more than the spec’s 6', () => {
    expect(NewPasswordSchema.safeParse('Gr8-slab').success).toBe(true);
    expect(NewPasswordSchema.safeParse('Gr8-sla').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it.each(['password123', 'PASSWORD123', 'Granite123', 'qwertyuiop'])(
    'refuses the common password %s, whatever its case',
    (password) => {
      expect(NewPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(
        'This password is too common. Please choose a less predictable one.',
      );
    },
  );

  it('refuses a change whose two new passwords differ', () => {
    const result = ChangePassword.safeParse({
      currentPassword: 'old-one',
      newPassword: 'Quarry-Slab-2024',
      confirmPassword: 'Quarry-Slab-2025',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'New passwords do not match',
    });
  });
});

describe('sign-up', () => {
  const buyer = { name: 'Asha Rao', email: ' Asha@Example.IN ', password: 'Quarry-Slab-2024' };

  it('stores the e-mail address trimmed and in lower case', () => {
    expect(BuyerSignUp.parse(buyer).email).toBe('asha@example.in');
  });

  it('refuses a role sent with the sign-up (D1: roles are the server’s)', () => {
    expect(BuyerSignUp.safeParse({ ...buyer, role: 'admin' }).success).toBe(false);
  });

  it('takes a blank phone as not given and normalises a real one', () => {
    expect(BuyerSignUp.parse({ ...buyer, phone: '  ' }).phone).toBeUndefined();
    expect(BuyerSignUp.parse({ ...buyer, phone: '09876543210' }).phone).toBe('+919876543210');
  });

  it('refuses a callback address off this site', () => {
    expect(BuyerSignUp.safeParse({ ...buyer, callbackURL: '//evil.example' }).success).toBe(false);
    expect(BuyerSignUp.safeParse({ ...buyer, callbackURL: '/dashboard' }).success).toBe(true);
  });
});

describe('manufacturer registration (D8)', () => {
  const form = {
    email: 'works@example.in',
    password: 'Quarry-Slab-2024',
    businessName: 'Hosur Granite Works',
    ownerName: 'Lakshmi Narayana',
    city: 'Hosur',
    state: 'Tamil Nadu',
    pincode: '635109',
  };

  it('requires the location: city, a state or union territory of India and a 6-digit PIN (D14)', () => {
    const issues = (fields: Record<string, unknown>) =>
      ManufacturerRegistration.safeParse({ ...form, ...fields }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ city: '' })).toEqual(['city']);
    expect(issues({ state: 'Texas' })).toEqual(['state']);
    expect(issues({ state: 'Puducherry' })).toBeUndefined();
    expect(issues({ pincode: '63510' })).toEqual(['pincode']);
    expect(issues({ pincode: '035109' })).toEqual(['pincode']);
  });

  it('keeps the PIN on the address until approval, and reads it back (D14)', () => {
    expect(addressWithPin('4 Granite Park', '635109')).toBe('4 Granite Park\nPIN 635109');
    expect(splitPin('4 Granite Park\nPIN 635109')).toEqual({ address: '4 Granite Park', pincode: '635109' });
    expect(splitPin(addressWithPin(undefined, '635109'))).toEqual({ address: null, pincode: '635109' });
    expect(splitPin('Old address')).toEqual({ address: 'Old address', pincode: null });
  });

  it('keeps a valid GSTIN in capitals', () => {
    expect(
      ManufacturerRegistration.parse({ ...form, state: 'Maharashtra', gstin: '27aapfu0939f1zv' }).gstin,
    ).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a GSTIN of another state than the address, naming the GSTIN (r.10: its first two digits)', () => {
    const other = ManufacturerRegistration.safeParse({
      ...form,
      state: 'Tamil Nadu',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(other.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gstin', GSTIN_STATE_MESSAGE],
    ]);
    const { email: _e, password: _p, ownerName: _o, ...business } = form;
    expect(
      ManufacturerApplication.safeParse({ ...business, state: 'Karnataka', gstin: '27AAPFU0939F1ZV' }).error
        ?.issues[0]?.path,
    ).toEqual(['gstin']);
    expect(
      ManufacturerApplication.safeParse({ ...business, state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' })
        .success,
    ).toBe(true);
  });

  it('refuses a GSTIN whose check digit is wrong', () => {
    expect(
      ManufacturerRegistration.safeParse({ ...form, gstin: '27AAPFU0939F1ZW' }).error?.issues[0]?.message,
    ).toBe('GSTIN is not valid: check the 15 characters and the check digit');
  });

  it('leaves the GSTIN optional: blank is not given', () => {
    expect(ManufacturerRegistration.parse({ ...form, gstin: '' }).gstin).toBeUndefined();
  });

  it('requires the business name', () => {
    expect(
      ManufacturerRegistration.safeParse({ ...form, businessName: '  ' }).error?.issues[0]?.message,
    ).toBe('Business name is required');
  });
});
