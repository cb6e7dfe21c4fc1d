import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { unsubscribeToken, unsubscribeTokenEmail } from './unsubscribe-token.ts';

const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(40) });
const other = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'b'.repeat(40) });

describe('unsubscribe tokens', () => {
  it('name the address they were made for, in any case', () => {
    expect(unsubscribeTokenEmail(config, unsubscribeToken(config, 'Brew@Example.com'))).toBe(
      'brew@example.com',
    );
  });

  it('are refused when altered, made with another key or malformed', () => {
    const token = unsubscribeToken(config, 'brew@example.com');
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${signature}`;
    expect(unsubscribeTokenEmail(config, forged)).toBeUndefined();
    expect(unsubscribeTokenEmail(other, token)).toBeUndefined();
    expect(unsubscribeTokenEmail(config, 'nonsense')).toBeUndefined();
    expect(unsubscribeTokenEmail(config, `${token}.x`)).toBeUndefined();
  });
});
