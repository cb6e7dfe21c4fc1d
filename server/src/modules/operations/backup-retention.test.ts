import { describe, expect, it } from 'vitest';
import { backupsToDelete } from './backup-retention.ts';

/** `count` consecutive shop days ending on `last`, newest first. */
function nights(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(last) - i * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('which nightly backups the retention rule deletes', () => {
  it('keeps everything from the last 7 days', () => {
    expect(backupsToDelete(nights('2026-11-25', 7))).toEqual([]);
  });

  it('after 35 nights keeps the last 7 and one per week for the 4 weeks before, and nothing older', () => {
    const all = nights('2026-11-25', 60);
    const deleted = new Set(backupsToDelete(all));
    const kept = all.filter((day) => !deleted.has(day));
    expect(kept).toEqual([
      ...nights('2026-11-25', 7),
      '2026-11-18',
      '2026-11-11',
      '2026-11-04',
      '2026-10-28',
    ]);
  });

  it('deletes a month-old backup even when few nights are left', () => {
    expect(backupsToDelete(['2026-11-26', '2026-09-01'])).toEqual(['2026-09-01']);
  });

  it('keeps the newest backup of a week even when nights are missing', () => {
    const days = [...nights('2026-11-25', 7), '2026-11-16', '2026-11-15', '2026-11-01', '2026-09-01'];
    expect(backupsToDelete(days).sort()).toEqual(['2026-09-01', '2026-11-15']);
  });
});
