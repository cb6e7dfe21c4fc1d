import { describe, expect, it } from 'vitest';
import { loginProblems } from './login-rules.ts';

describe('loginProblems', () => {
  it('asks for both fields', () => {
    expect(loginProblems('  ', '')).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });

  it('refuses an email without a domain and accepts a padded one', () => {
    expect(loginProblems('owner@example', 'x')).toEqual({ email: 'emailInvalid' });
    expect(loginProblems(' owner@example.com ', 'Roastery2024!')).toEqual({});
  });
});
