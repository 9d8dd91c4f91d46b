import { MESSAGES } from '@bright/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clearFailures, countRecentFailures, recordFailure } from './login-guard.queries';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account, and per address (a school shares one address), in the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;

/**
 * Slows down password and code guessing. Counted in the database, so several server processes share
 * one count.
 */
export const loginGuard = {
  async check(db: Db, account: string, address: string) {
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const [byAccount, byAddress] = await Promise.all([
      countRecentFailures(db, 'account', account, since),
      countRecentFailures(db, 'address', address, since),
    ]);
    if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS) {
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);
    }
  },
  fail: (db: Db, account: string, address: string) => recordFailure(db, account, address),
  succeed: (db: Db, account: string) => clearFailures(db, account),
};
