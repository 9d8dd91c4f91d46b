import type { ZodType } from 'zod';
import { type CodedMessage, codeMessage, defineMessages, defineTemplate } from './message-catalogue';

/** Error codes a service throws; one handler maps them to statuses (ARCHITECTURE.md §2). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LICENSE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages whose exact text the spec fixes and that server and web share. */
export const MESSAGES = defineMessages('error', {
  sessionExpired: 'session expired',
  unauthorizedUser: 'Unauthorized user',
  notAuthorized: 'Not authorized to perform this action',
  methodNotAllowed: 'Only GET and POST requests are allowed',
  routeNotFound: 'Route not found',
  somethingWentWrong: 'Something went wrong',
  invalidJson: 'Invalid JSON body',
  invalidPath: 'Invalid path',
  invalidMultipart: 'The upload is not a well-formed multipart/form-data body',
  nulCharacter: 'Text must not contain the NUL character',
  bodyTooLarge: 'Request body is too large',
  wrongPassword: 'Wrong password',
  unregisteredUser: 'Unregistered User. Please register before signing in',
  verifyEmail: 'Please verify your email Id',
  loggedOut: 'Logged out',
  invalidCredentials: 'Invalid credentials',
  invalidCode: 'Invalid or expired code.',
  tooManyAttempts: 'Too many failed attempts. Please try again in 15 minutes.',
  otpSent: 'OTP sent',
  otpWait: 'Please wait 30 seconds before asking for another code.',
  invalidEmail: 'Invalid Email Address',
  sessionActive: 'Session is active',
  ok: 'OK',
  // The generic refusals, one per kind (GENERIC_ERROR_CODES).
  badRequest: 'Bad request',
  unauthenticated: 'Not signed in',
  forbidden: 'Not allowed',
  notFound: 'Not found',
  licence: 'Not allowed by the licence',
  conflict: 'Conflict',
  payloadTooLarge: 'Too large',
  unsupportedMediaType: 'Unsupported type',
  rateLimited: 'Too many requests',
} as const);

const provideTemplate = defineTemplate('validation.provide', 'Please provide: {field}');
export const provideMessage = (field: string) => provideTemplate({ field });

/** 429 from the rate limit. */
export const retryInMessage = defineTemplate('error.retryIn', 'Too many requests. Please retry in {seconds} seconds.');

/** The refusals of request validation that no contract words itself (zod's own problems). */
export const VALIDATION_TEXTS = {
  unknownFields: defineTemplate('validation.unknownFields', 'Unknown field: {fields}'),
  invalidField: defineTemplate('validation.invalidField', 'Invalid {field}: {problem}'),
  // Checked after the one above: 'Invalid skip', 'Invalid status'.
  invalidNamed: defineTemplate('validation.invalidNamed', 'Invalid {field}'),
  tooLong: defineTemplate('validation.tooLongNamed', '{field} is too long'),
  atMostCharacters: defineTemplate('validation.atMostCharacters', '{field} must be at most {max} characters'),
  wholeNumber: defineTemplate('validation.wholeNumber', '{field} must be a whole number from 1 to {max}'),
};
export const VALIDATION_MESSAGES = defineMessages('validation', {
  invalid: 'Invalid request',
  tooLong: 'Too long',
} as const);
/** A request refused by a schema with a text no catalogue knows. */
export const VALIDATION_INVALID_CODE = 'validation.invalid';

/**
 * The code of a refusal whose text no catalogue knows, by its kind: the web shows such a text as the
 * server sent it (it has no translation for these codes on purpose).
 */
export const GENERIC_ERROR_CODES = {
  BAD_REQUEST: 'error.badRequest',
  UNAUTHENTICATED: 'error.unauthenticated',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  METHOD_NOT_ALLOWED: 'error.methodNotAllowed',
  LICENSE: 'error.licence',
  CONFLICT: 'error.conflict',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.unsupportedMediaType',
  RATE_LIMITED: 'error.rateLimited',
  INTERNAL: 'error.somethingWentWrong',
} as const satisfies Record<ErrorCode, string>;

/**
 * The first problem of a value against a contract schema, with its catalogue code: client-side
 * checks show it by code, as they show the server's refusals.
 */
export function firstProblem(schema: ZodType, value: unknown): CodedMessage | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? VALIDATION_MESSAGES.invalid;
  const known = codeMessage(message);
  if (known) return known;
  return { code: issue?.code === 'too_big' ? 'validation.tooLong' : VALIDATION_INVALID_CODE, message };
}
