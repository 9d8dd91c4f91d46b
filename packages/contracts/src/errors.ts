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
export const MESSAGES = {
  sessionExpired: 'session expired',
  unauthorizedUser: 'Unauthorized user',
  notAuthorized: 'Not authorized to perform this action',
  methodNotAllowed: 'Only GET and POST requests are allowed',
  routeNotFound: 'Route not found',
  somethingWentWrong: 'Something went wrong',
  invalidJson: 'Invalid JSON body',
  invalidPath: 'Invalid path',
  bodyTooLarge: 'Request body is too large',
  wrongPassword: 'Wrong password',
  unregisteredUser: 'Unregistered User. Please register before signing in',
  verifyEmail: 'Please verify your email Id',
  loggedOut: 'Logged out',
  invalidCredentials: 'Invalid credentials',
  invalidCode: 'Invalid or expired code.',
  tooManyAttempts: 'Too many failed attempts. Please try again in 15 minutes.',
  otpSent: 'OTP sent',
  sessionActive: 'Session is active',
  ok: 'OK',
} as const;

export const provideMessage = (field: string) => `Please provide: ${field}`;
