import { describe, expect, it } from 'vitest';
import {
  confirmProblem,
  emailProblem,
  firstProblemField,
  newPasswordProblems,
  passwordProblem,
  phoneProblem,
  REGISTER_FIELDS,
  type RegisterValues,
  registerProblems,
} from './register-rules.ts';

const valid: RegisterValues = {
  first_name: 'Mei',
  last_name: 'Chan',
  email: 'mei@example.com',
  password: 'Roast3d-Beans',
  confirm_password: 'Roast3d-Beans',
  phone_number: '9123 4567',
  country_id: '1',
  gender: 'female',
  accept_terms: true,
  receive_marketing: false,
};

describe('register rules', () => {
  it('accepts a complete form; receive_marketing is optional', () => {
    expect(registerProblems(valid)).toEqual({});
    expect(registerProblems({ ...valid, receive_marketing: true })).toEqual({});
  });

  it('requires names, phone and country', () => {
    const problems = registerProblems({
      ...valid,
      first_name: '  ',
      last_name: '',
      phone_number: '',
      country_id: '',
    });
    expect(problems).toEqual({
      first_name: 'required',
      last_name: 'required',
      phone_number: 'required',
      country_id: 'required',
    });
  });

  it('holds the phone to the chosen country: a Hong Kong number must be a mobile of 8 digits', () => {
    expect(registerProblems({ ...valid, phone_number: '2123 4567' }, '852')).toEqual({
      phone_number: 'phoneHongKong',
    });
    expect(registerProblems({ ...valid, phone_number: '912 3456' }, '852')).toEqual({
      phone_number: 'phoneHongKong',
    });
    expect(registerProblems({ ...valid, phone_number: '９１２３ ４５６７' }, '852')).toEqual({});
    expect(registerProblems({ ...valid, phone_number: '2123 4567' }, '886')).toEqual({});
  });

  it('requires a valid email', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('mei@')).toBe('email');
    expect(emailProblem(' mei@example.com ')).toBeUndefined();
  });

  it('wants 8 characters with a lowercase and an uppercase letter', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('Short1a')).toBe('password');
    expect(passwordProblem('alllowercase')).toBe('password');
    expect(passwordProblem('ALLUPPERCASE')).toBe('password');
    expect(passwordProblem('MixedCase')).toBeUndefined();
    expect(passwordProblem('咖啡Coffee')).toBeUndefined();
  });

  it('asks to confirm the password, and for the same one', () => {
    expect(confirmProblem('Roast3d-Beans', '')).toBe('confirm');
    expect(confirmProblem('Roast3d-Beans', 'Roast3d-beans')).toBe('passwordMatch');
    expect(confirmProblem('Roast3d-Beans', 'Roast3d-Beans')).toBeUndefined();
  });

  it('takes a phone as people type it, with 6 to 15 digits', () => {
    expect(phoneProblem('(+852) 9123-4567')).toBeUndefined();
    expect(phoneProblem('12345')).toBe('phone');
    expect(phoneProblem('phone')).toBe('phone');
  });

  it('holds a phone beside the Hong Kong area code to 8 digits starting 4 to 9, full-width digits too', () => {
    expect(phoneProblem('９１２３ ４５６７', '852')).toBeUndefined();
    for (const bad of ['9123456', '912345678', '21234567', 'phone'])
      expect(phoneProblem(bad, '852')).toBe('phoneHongKong');
    expect(phoneProblem('912345678', '886')).toBeUndefined();
  });

  it('needs a gender of the list and accepted terms', () => {
    expect(registerProblems({ ...valid, gender: '' })).toEqual({ gender: 'gender' });
    expect(registerProblems({ ...valid, accept_terms: false })).toEqual({ accept_terms: 'terms' });
  });

  it('names the first field with a problem in the order of the form', () => {
    const problems = registerProblems({ ...valid, accept_terms: false, password: 'weak' });
    expect(firstProblemField(REGISTER_FIELDS, problems)).toBe('password');
    expect(firstProblemField(REGISTER_FIELDS, {})).toBeUndefined();
  });
});

describe('new password rules (reset and change)', () => {
  it('checks the new password and its confirmation', () => {
    expect(newPasswordProblems({ password: 'Roast3d-Beans', confirm: 'Roast3d-Beans' })).toEqual({});
    expect(newPasswordProblems({ password: 'weak', confirm: '' })).toEqual({
      password: 'password',
      confirm: 'confirm',
    });
  });

  it('wants the current password, and a new one that differs from it', () => {
    const same = { password: 'Roast3d-Beans', confirm: 'Roast3d-Beans' };
    expect(newPasswordProblems(same, '')).toEqual({ current: 'required' });
    expect(newPasswordProblems(same, 'Roast3d-Beans')).toEqual({ password: 'sameAsCurrent' });
    expect(newPasswordProblems(same, 'Old-Pass-1')).toEqual({});
  });
});
