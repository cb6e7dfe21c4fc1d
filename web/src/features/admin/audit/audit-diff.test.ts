import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges(
        { status: 'placed', payment_status: 'pending', total: 296 },
        { status: 'placed', payment_status: 'paid', total: 296 },
      ),
    ).toEqual([{ field: 'payment_status', before: 'pending', after: 'paid' }]);
  });

  it('shows a field that appeared or went as a dash on the other side', () => {
    expect(auditChanges(null, { balance: 120 })).toEqual([{ field: 'balance', before: '–', after: '120' }]);
    expect(auditChanges({ lines: [1, 2] }, {})).toEqual([{ field: 'lines', before: '[1,2]', after: '–' }]);
  });

  it('treats plain values as one change', () => {
    expect(auditChanges(5, 7)).toEqual([{ field: '', before: '5', after: '7' }]);
    expect(auditChanges('same', 'same')).toEqual([]);
  });
});
