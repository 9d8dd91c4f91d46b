/** The public face of auth: code outside the module imports only this file (lint enforces it). */
export { authRoutes } from './auth.routes';
export { toSessionUser } from './auth.presenter';
export { findDefaultMembership, findMembership, findUserByEmail, findUserById, listMemberships } from './auth.queries';
export { openSession } from './auth.service';
export { findRevokedSessionIds, revokeUserSessions } from './session.queries';
export { type SessionPeers, type SessionTarget, SessionCache } from './session-cache';
export { resolveToken, type TokenResolution } from './session.service';
export {
  consumeToken,
  countTokensSince,
  expireLiveTokens,
  findNewestLiveToken,
  findTokenByHash,
  insertToken,
  inTransaction,
  isLive,
  returnAttempt,
  takeAttempt,
  type TokenRow,
} from './verification-tokens.queries';
