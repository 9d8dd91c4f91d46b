import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives old clients an ASCII name and the rest the UTF-8 one', () => {
    expect(contentDisposition('attachment', 'Présence 7B.csv')).toBe(
      `attachment; filename="Pr_sence 7B.csv"; filename*=UTF-8''Pr%C3%A9sence%207B.csv`,
    );
  });

  it('keeps quotes and backslashes out of the quoted name, where they would end or escape it', () => {
    expect(contentDisposition('inline', 'say "hi"\\.png')).toBe(
      `inline; filename="say hi.png"; filename*=UTF-8''say%20%22hi%22%5C.png`,
    );
  });
});
