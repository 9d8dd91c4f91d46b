import { codeMessage } from '@bright/contracts';
import { expect } from 'vitest';

/**
 * The body of a refusal with this exact message: the message, the catalogue code (and params) the
 * contracts give it, or a generic code (`error.*`, or `validation.invalid` for a schema's own text) for a text no catalogue knows.
 */
export function refusalBody(message: string) {
  const coded = codeMessage(message);
  if (!coded) return { message, code: expect.stringMatching(/^(error\.|validation\.invalid$)/) };
  return { message, code: coded.code, ...(coded.params ? { params: coded.params } : {}) };
}
