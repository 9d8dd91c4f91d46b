import {
  type CodedMessage,
  VALIDATION_INVALID_CODE,
  VALIDATION_MESSAGES,
  VALIDATION_TEXTS,
  codeMessage,
  provideMessage,
} from '@bright/contracts';
import type { FastifySchemaValidationError } from 'fastify';

const fieldName = (error: FastifySchemaValidationError, context?: string) => {
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'input';
};

/** The openings of zod 4's own messages; anything else was written by us (a contract's error). */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid input|Invalid option|Invalid (string|email address|URL|UUID|GUID|date|ISO|key|element|number|IPv|base64|JWT|hex|E\.164|cuid|ulid|nanoid|emoji|discriminator)|Too (big|small)|Unrecognized key)/;

const coded = (message: string): CodedMessage => codeMessage(message) ?? { code: VALIDATION_INVALID_CODE, message };

/**
 * Turns the first schema problem into one clear sentence with its catalogue code. Messages the
 * contracts set themselves (the spec's texts) pass through; zod's generic ones become
 * 'Please provide: x' or 'Invalid x: ...'.
 */
export function validationProblem(errors: FastifySchemaValidationError[], context?: string): CodedMessage {
  const first = errors[0];
  if (!first) return coded(VALIDATION_MESSAGES.invalid);
  const field = fieldName(first, context);
  const message = first.message ?? 'is invalid';
  if (first.keyword === 'unrecognized_keys') {
    const keys = (first.params as { keys?: string[] }).keys ?? [];
    return coded(VALIDATION_TEXTS.unknownFields({ fields: keys.join(', ') }));
  }
  // zod's own wording ('Invalid input: ...', 'Invalid email address', 'Too small: ...'); the spec's
  // texts ('Invalid Email Address', 'Please provide: x') are returned as they are.
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return coded(message);
  if (/received undefined$/.test(message)) return coded(provideMessage(field));
  return coded(VALIDATION_TEXTS.invalidField({ field, problem: message.replace(/^Invalid input: /, '') }));
}

export const validationMessage = (errors: FastifySchemaValidationError[], context?: string): string =>
  validationProblem(errors, context).message;
