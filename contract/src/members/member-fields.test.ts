import { describe, expect, it } from 'vitest';
import { areaCode, email, newPassword, otpCode, phoneNumber } from './member-fields.ts';
import { registerInput } from './members.calls.ts';

const valid = {
  first_name: 'Mei',
  last_name: 'Chan',
  email: 'mei@example.com',
  password: 'Coffee2024!',
  confirm_password: 'Coffee2024!',
  phone_number: '91234567',
  country_id: 1,
  gender: 'female',
  accept_terms: true,
};

const failingFields = (input: unknown) =>
  registerInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the password policy', () => {
  it('wants 8 characters with a lowercase and an uppercase letter', () => {
    expect(newPassword.safeParse('Coffee24').success).toBe(true);
    expect(newPassword.safeParse('Éclair-été').success).toBe(true);
    for (const weak of ['Coffee2', 'coffee2024', 'COFFEE2024', '12345678', '咖啡咖啡咖啡咖啡']) {
      expect(newPassword.safeParse(weak).success).toBe(false);
    }
  });

  it('takes long passphrases but not novels', () => {
    expect(newPassword.safeParse(`Aa${'x'.repeat(126)}`).success).toBe(true);
    expect(newPassword.safeParse(`Aa${'x'.repeat(127)}`).success).toBe(false);
  });
});

describe('the register form', () => {
  it('accepts a complete form, receive_marketing defaulting to false', () => {
    expect(registerInput.parse(valid).receive_marketing).toBe(false);
  });

  it('names each field that breaks a rule', () => {
    expect(failingFields({ ...valid, confirm_password: 'Coffee2025!' })).toEqual(['confirm_password']);
    expect(failingFields({ ...valid, accept_terms: false })).toEqual(['accept_terms']);
    expect(failingFields({ ...valid, gender: 'unknown' })).toEqual(['gender']);
    expect(failingFields({ ...valid, first_name: ' ', last_name: '' })).toEqual(['first_name', 'last_name']);
    expect(failingFields({ ...valid, phone_number: undefined, country_id: '' })).toEqual([
      'phone_number',
      'country_id',
    ]);
    expect(failingFields({ ...valid, receive_marketing: 'yes' })).toEqual(['receive_marketing']);
  });
});

describe('contact fields', () => {
  it('trims emails and refuses what is not one', () => {
    expect(email.parse('  mei@example.com ')).toBe('mei@example.com');
    expect(email.safeParse('mei@').success).toBe(false);
    expect(email.safeParse(`${'m'.repeat(250)}@example.com`).success).toBe(false);
  });

  it('keeps the digits of a phone as people type it', () => {
    expect(phoneNumber.parse('9123 4567')).toBe('91234567');
    expect(phoneNumber.parse('(912) 345-67')).toBe('91234567');
    expect(phoneNumber.parse(91234567)).toBe('91234567');
    for (const bad of ['', '12345', '9123456a', '1'.repeat(16)])
      expect(phoneNumber.safeParse(bad).success).toBe(false);
  });

  it('defaults the area code to 852 and drops a leading +', () => {
    expect(areaCode.parse(undefined)).toBe('852');
    expect(areaCode.parse('')).toBe('852');
    expect(areaCode.parse('+44')).toBe('44');
    expect(areaCode.parse(86)).toBe('86');
    expect(areaCode.safeParse('12345').success).toBe(false);
  });

  it('takes one-time codes of exactly six digits', () => {
    expect(otpCode.parse('012345')).toBe('012345');
    for (const bad of ['12345', '1234567', '12a456', '']) expect(otpCode.safeParse(bad).success).toBe(false);
  });
});
