import { ERROR_STATUS, type ErrorCode, MESSAGES } from '@bright/contracts';

/** The one error type services throw; the errors plugin maps `code` to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.notAuthorized) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string = MESSAGES.sessionExpired) =>
  new AppError('UNAUTHENTICATED', message);
