import { describe, expect, it } from 'vitest';
import { entryTarget } from './assessment-entry';

describe('assessment entry target (SPEC §2)', () => {
  it("goes to the assessment webview with assessmentId, classId and className while 'Unpublished'", () => {
    expect(entryTarget({ id: 'a1', classId: 'c1', status: 'Unpublished' }, 'Class 6A')).toBe(
      '/assessment-webview?assessmentId=a1&classId=c1&className=Class+6A',
    );
  });
  it('goes to the results webview with the assessment and class name for any other status', () => {
    expect(entryTarget({ id: 'a1', classId: 'c1', status: 'Published' }, 'Class 6A')).toBe(
      '/assessment-results-webview?assessmentId=a1&className=Class+6A',
    );
    expect(entryTarget({ id: 'a1', classId: 'c1', status: 'Closed' }, 'B & C')).toBe(
      '/assessment-results-webview?assessmentId=a1&className=B+%26+C',
    );
  });
});
