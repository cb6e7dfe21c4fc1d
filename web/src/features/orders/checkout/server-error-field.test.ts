import { describe, expect, it } from 'vitest';
import { serverErrorField } from './server-error-field.ts';

describe('server errors on the form', () => {
  it('put date and slot refusals beside the date and the slots', () => {
    expect(serverErrorField('DATE_UNAVAILABLE', '2026-12-25 is not available', true)).toBe('date');
    expect(serverErrorField('TIMESLOT_UNAVAILABLE', 'Time slot 5', true)).toBe('timeslotId');
  });

  it('find the field a validation message names, in either language', () => {
    expect(
      serverErrorField('VALIDATION_FAILED', 'Some fields are not valid: billing.email (required).', true),
    ).toBe('contact.email');
    expect(
      serverErrorField('VALIDATION_FAILED', '以下欄位無效：shipping.state（香港地址必須填寫地區）。', true),
    ).toBe('shipping.district');
    expect(serverErrorField('VALIDATION_FAILED', 'Some fields are not valid: shipping.address.', true)).toBe(
      'shipping.address',
    );
  });

  it('give a refused shipping name to the recipient, or to the contact when they are one', () => {
    const message = 'Some fields are not valid: shipping.first_name.';
    expect(serverErrorField('VALIDATION_FAILED', message, false)).toBe('recipient.first_name');
    expect(serverErrorField('VALIDATION_FAILED', message, true)).toBe('contact.first_name');
  });

  it('leave other refusals to the form as a whole', () => {
    expect(serverErrorField('OUT_OF_STOCK', 'Only 2 left', true)).toBeNull();
    expect(serverErrorField('VALIDATION_FAILED', 'Some fields are not valid: (body).', true)).toBeNull();
  });
});
