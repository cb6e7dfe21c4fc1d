import { describe, expect, it } from 'vitest';
import { adjustProblems } from './adjust-rules.ts';

describe('points adjustment checks', () => {
  it('asks for a whole positive number of points and a reason', () => {
    expect(adjustProblems('', '')).toEqual({ amount: 'amountRequired', reason: 'reasonRequired' });
    expect(adjustProblems('2.5', 'Broken bag')).toEqual({ amount: 'amountRequired' });
    expect(adjustProblems('0', 'Broken bag')).toEqual({ amount: 'amountRequired' });
  });

  it('refuses a slip of the keyboard and a reason too short to mean anything', () => {
    expect(adjustProblems('5000000', 'ok')).toEqual({ amount: 'amountTooLarge', reason: 'reasonTooShort' });
  });

  it('accepts a sensible adjustment', () => {
    expect(adjustProblems('200', '  Goodwill for a late delivery ')).toEqual({});
  });
});
