import { errorCodes } from '@paybook/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './login-limits.repository.ts';

type Limits = Config['loginLimits'];

/**
 * Sign-in limits (issue 13 §5). Failures are counted per user name *and* source address, and a pair that
 * reaches `perAccountAndAddress` in the window is locked: the guesser is slowed down, while the user who
 * knows the password still signs in from any other address, and can end every lock of their name with
 * the e-mailed single-use link (unlock.service.ts). Spraying many names from one address meets the
 * per-address limit. Counters live in the database so every API node sees the same. A lock is kept
 * whether or not the user exists, so locking reveals nothing about which names are real.
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
  const lockedUntil = await repo.findLockedUntil(db, userName, ip);
  if (lockedUntil && lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      423,
      errorCodes.accountLocked,
      `Too many failed sign-in attempts. This account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'} on this network, or until you open the unlock link we e-mail to the account.`,
    );
  }
}

/** Records a failure; true when it started a lock of the pair (the caller e-mails the unlock link). */
export async function recordFailure(
  db: Database,
  limits: Limits,
  userName: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  await repo.recordAttempt(db, userName, ip, false);
  const lockedUntil = await repo.findLockedUntil(db, userName, ip);
  // Failures before the end of an earlier lock (or before an unlock link ended it) do not count twice.
  const windowStart = new Date(now.getTime() - limits.windowSeconds * 1000);
  const since = lockedUntil && lockedUntil > windowStart ? lockedUntil : windowStart;
  if ((await repo.countFailuresForPair(db, userName, ip, since)) < limits.perAccountAndAddress) return false;
  return repo.lockPair(db, userName, ip, new Date(now.getTime() + limits.lockSeconds * 1000), now);
}

export async function recordSuccess(db: Database, userName: string, ip: string) {
  await repo.recordAttempt(db, userName, ip, true);
}
