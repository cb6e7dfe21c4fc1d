import { describe, expect, it } from 'vitest';
import { creditProblem, maxCredit } from './credit-rules.ts';

describe('the most credit a member can apply', () => {
  it('is bounded by the balance', () => {
    expect(maxCredit(120, 480, 0, 1)).toBe(120);
  });

  it('is bounded by what is payable, counting the credit already applied back in', () => {
    expect(maxCredit(500, 60.5, 40, 1)).toBe(100);
    expect(maxCredit(500, 0, 0, 1)).toBe(0);
  });

  it('burns whole points only', () => {
    expect(maxCredit(500, 100.5, 0, 1)).toBe(100);
    expect(maxCredit(500, 100, 0, 0.5)).toBe(200);
    expect(maxCredit(500, 100, 0, 0)).toBe(0);
  });
});

describe('a typed credit amount', () => {
  it('must be a whole number from 1 up to the most allowed', () => {
    expect(creditProblem('', 100)).toBe('required');
    expect(creditProblem('0', 100)).toBe('whole');
    expect(creditProblem('2.5', 100)).toBe('whole');
    expect(creditProblem('101', 100)).toBe('tooMuch');
    expect(creditProblem('100', 100)).toBeNull();
  });
});
