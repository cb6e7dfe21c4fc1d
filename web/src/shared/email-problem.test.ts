import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletter-email.ts';

describe('newsletterEmailProblem', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(newsletterEmailProblem('')).toBe('required');
    expect(newsletterEmailProblem('   ')).toBe('required');
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
      expect(newsletterEmailProblem(bad), bad).toBe('invalid');
  });

  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(newsletterEmailProblem('chan.tai.man@example.com.hk')).toBeNull();
    expect(newsletterEmailProblem(' hello+beans@sampan.coffee ')).toBeNull();
  });
});
