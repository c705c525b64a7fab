import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s step; ±1 step of clock drift. */
const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * Returns the time step a code belongs to when it is valid now (±1 step) and later than `afterTimeStep`,
 * so that each code is accepted once; otherwise null.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: STEP_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
