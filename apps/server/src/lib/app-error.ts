import {
  type CodedMessage,
  ERROR_STATUS,
  type ErrorCode,
  GENERIC_ERROR_CODES,
  MESSAGES,
  type MessageParams,
  codeMessage,
} from '@bright/contracts';

/** The catalogue's code of a text, or the generic code of its kind for a text no catalogue knows. */
export const codedMessage = (kind: ErrorCode, message: string): CodedMessage =>
  codeMessage(message) ?? { code: GENERIC_ERROR_CODES[kind], message };

/**
 * The one error type services throw; the errors plugin maps `code` (its kind) to a status and sends
 * `message` with its catalogue code `messageCode` (and `params`), found from the message unless the
 * thrower names them.
 */
export class AppError extends Error {
  readonly messageCode: string;
  readonly params?: MessageParams;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, string> = {},
    coded: Omit<CodedMessage, 'message'> = codedMessage(code, message),
  ) {
    super(message);
    this.name = 'AppError';
    this.messageCode = coded.code;
    if (coded.params) this.params = coded.params;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.notAuthorized) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string = MESSAGES.sessionExpired) => new AppError('UNAUTHENTICATED', message);
