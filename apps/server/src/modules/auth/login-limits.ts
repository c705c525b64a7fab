import { errorCodes } from '@paybook/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './login-limits.repository.ts';

type Limits = Config['loginLimits'];

/**
 * Sign-in limits (issue: 10 failed tries in 15 minutes lock the account for 15 minutes; a per-address limit
 * too). Counters live in the database so every API node sees the same. A lock is kept per user name whether
 * or not the user exists, so locking reveals nothing about which names are real.
 */
export async function assertMayTrySignIn(
  db: Database,
  limits: Limits,
  userName: string,
  ip: string,
  now = new Date(),
) {
  const since = new Date(now.getTime() - limits.windowSeconds * 1000);
  if ((await repo.countFailuresForAddress(db, ip, since)) >= limits.perAddress) {
    throw new AppError(
      429,
      errorCodes.tooManyAttempts,
      'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
    );
  }
  const lockedUntil = await repo.findLockedUntil(db, userName);
  if (lockedUntil && lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      423,
      errorCodes.accountLocked,
      `Too many failed sign-in attempts. This account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export async function recordFailure(
  db: Database,
  limits: Limits,
  userName: string,
  ip: string,
  now = new Date(),
) {
  await repo.recordAttempt(db, userName, ip, false);
  const lockedUntil = await repo.findLockedUntil(db, userName);
  // Failures before the end of an earlier lock do not count twice.
  const windowStart = new Date(now.getTime() - limits.windowSeconds * 1000);
  const since = lockedUntil && lockedUntil > windowStart ? lockedUntil : windowStart;
  if ((await repo.countFailuresForUser(db, userName, since)) >= limits.perAccount) {
    await repo.lockUser(db, userName, new Date(now.getTime() + limits.lockSeconds * 1000));
  }
}

export async function recordSuccess(db: Database, userName: string, ip: string) {
  await repo.recordAttempt(db, userName, ip, true);
}
