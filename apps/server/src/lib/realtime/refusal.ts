import { MESSAGES, SOCKET_ERROR_CODES as CODES, type SocketErrorCode, type SocketRefusal } from '@bright/contracts';
import { AppError } from '../app-error';

export const refusal = (code: SocketErrorCode, message: string): SocketRefusal => ({ ok: false, code, message });

/** A handshake refusal: the client's connect_error carries `{code, message}` as its data. */
export function handshakeError(code: SocketErrorCode, message: string) {
  return Object.assign(new Error(message), { data: { code, message } });
}

const BY_APP_CODE: Partial<Record<AppError['code'], SocketErrorCode>> = {
  BAD_REQUEST: CODES.badRequest,
  UNAUTHENTICATED: CODES.sessionExpired,
  FORBIDDEN: CODES.forbidden,
  NOT_FOUND: CODES.notFound,
  RATE_LIMITED: CODES.rateLimited,
};

/** What a thrown error becomes in an acknowledgement; anything but an AppError hides its details. */
export function refusalFromError(error: unknown): { refusal: SocketRefusal; unexpected: boolean } {
  const code = error instanceof AppError ? BY_APP_CODE[error.code] : undefined;
  if (error instanceof AppError && code) return { refusal: refusal(code, error.message), unexpected: false };
  return { refusal: refusal(CODES.internal, MESSAGES.somethingWentWrong), unexpected: true };
}
