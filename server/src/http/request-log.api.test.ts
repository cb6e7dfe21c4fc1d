import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const lines: string[] = [];
const t = appPerFile({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });

describe('the request log', () => {
  it('never holds an order token, a reset token or a Bearer token', async () => {
    const orderToken = 'q7Vh2kLm9XcP4rTz8sWd3fYb';
    const resetToken = 'Zr5nQ8wE1tY6uI0oP3aS7dF2';
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.secret-part';
    await t.app.inject({ method: 'GET', url: `/order-confirmation/${orderToken}?lng=zh-HK` });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/order_detail_get.php',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { client_id: 47, order_token: orderToken },
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/order-confirmation/[redacted]?lng=zh-HK"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/api/order_detail_get.php"');
    for (const secret of [orderToken, resetToken, bearer]) expect(log).not.toContain(secret);
  });
});
