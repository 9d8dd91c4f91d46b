import { describe, expect, it } from 'vitest';
import { canUseOwnItem, freeName, nameStem } from './my-files.policy';

describe('my-files policy', () => {
  it("reaches only the caller's own items in the institute the session acts in", () => {
    const item = { ownerId: 'u-1', instituteId: 'i-1' };
    const table: Array<[{ userId: string; instituteId: string | null }, string]> = [
      [{ userId: 'u-1', instituteId: 'i-1' }, 'ok'],
      [{ userId: 'u-2', instituteId: 'i-1' }, 'notFound'],
      [{ userId: 'u-1', instituteId: 'i-2' }, 'notFound'],
      [{ userId: 'u-1', instituteId: null }, 'notFound'],
    ];
    for (const [actor, verdict] of table) expect(canUseOwnItem(actor, item), JSON.stringify(actor)).toBe(verdict);
  });

  it('finds the first free "name (n).ext"', () => {
    expect(freeName('a.png', new Set())).toBe('a.png');
    expect(freeName('a.png', new Set(['a.png', 'a (2).png']))).toBe('a (3).png');
    expect(freeName('notes', new Set(['notes']))).toBe('notes (2)');
    expect(freeName('.env', new Set(['.env']))).toBe('.env (2)');
    expect(nameStem('report.final.pdf')).toBe('report.final');
  });
});
