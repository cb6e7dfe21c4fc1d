import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-problem.ts';

describe('emailProblem', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('rejects what is not an address', () => {
    for (const bad of [
      'coffee',
      'coffee@',
      '@sampan.coffee',
      'a@b',
      'a b@c.hk',
      'a@b..hk',
      `${'a'.repeat(250)}@b.hk`,
    ])
      expect(emailProblem(bad), bad).toBe('invalid');
  });

  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailProblem('chan.tai.man@example.com.hk')).toBeNull();
    expect(emailProblem(' hello+beans@sampan.coffee ')).toBeNull();
  });
});
