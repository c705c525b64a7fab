import type { MfaEnrolment, MfaStatus } from '@paybook/contracts';
import { MERCHANT_MFA_SETTING_REQUIREMENT } from '@paybook/contracts/endpoints/mfa';
import { meets } from '@paybook/domain';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { setMerchantMfaRequirement } from './merchant-mfa.repository.ts';
import * as repo from './mfa.repository.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

/**
 * The stored seed, opened (lib/secret-box.ts). A seed enrolled before seeds were sealed (a development
 * database of that time) is read as it is, so its owner can still sign in.
 */
const totpSeed = (stored: string, key: Buffer) => (isSealed(stored) ? openSecret(stored, key) : stored);

export type MfaDeps = { db: Database; config: Config };

const invalidCode = () => badRequest('code', 'That code is not valid. Enter the current code from your app.');

export async function getStatus({ db }: MfaDeps, ctx: UserContext): Promise<MfaStatus> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const mfa = await repo.findMfa(tx, ctx.merchantId, ctx.userId);
    const enabled = Boolean(mfa?.enabledAt);
    return {
      enabled,
      required_by_merchant: ctx.merchant.requiresMfa,
      recovery_codes_remaining: enabled
        ? await repo.countUnusedRecoveryCodes(tx, ctx.merchantId, ctx.userId)
        : 0,
      can_change_requirement: !ctx.impersonated && meets(ctx.subject, MERCHANT_MFA_SETTING_REQUIREMENT),
    };
  });
}

export async function startEnrolment({ db, config }: MfaDeps, ctx: UserContext): Promise<MfaEnrolment> {
  const secret = newTotpSecret();
  await withTenant(db, ctx.merchantId, async (tx) => {
    const existing = await repo.findMfa(tx, ctx.merchantId, ctx.userId);
    if (existing?.enabledAt) {
      throw new AppError(
        409,
        'MFA_ALREADY_ENABLED',
        'Multi-factor authentication is already on for your account.',
      );
    }
    // The seed is sealed at rest (lib/secret-box.ts): a copy of the database alone cannot mint codes.
    await repo.savePendingSecret(tx, ctx.merchantId, ctx.userId, sealSecret(secret, config.secretKey));
  });
  const url = otpauthUrl(secret, ctx.user.userName, config.shell.productDisplayName);
  return {
    secret,
    otpauth_url: url,
    qr_code_data_url: await QRCode.toDataURL(url, { margin: 1, width: 220 }),
  };
}

export async function confirmEnrolment({ db, config }: MfaDeps, ctx: UserContext, code: string) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const mfa = await repo.findMfa(tx, ctx.merchantId, ctx.userId);
    if (!mfa) throw badRequest('code', 'Start the set-up again: scan a new QR code first.');
    if (mfa.enabledAt) {
      throw new AppError(
        409,
        'MFA_ALREADY_ENABLED',
        'Multi-factor authentication is already on for your account.',
      );
    }
    const step = await verifyTotp(totpSeed(mfa.secret, config.secretKey), code, mfa.lastTimeStep);
    if (step === null || !(await repo.claimTimeStep(tx, ctx.merchantId, ctx.userId, step)))
      throw invalidCode();
    await repo.enable(tx, ctx.merchantId, ctx.userId);
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, ctx.merchantId, ctx.userId, codes.map(hashRecoveryCode));
    return { recovery_codes: codes };
  });
}

export async function regenerateRecoveryCodes({ db, config }: MfaDeps, ctx: UserContext, code: string) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const mfa = await repo.findMfa(tx, ctx.merchantId, ctx.userId);
    if (!mfa?.enabledAt) throw badRequest('code', 'Multi-factor authentication is not on for your account.');
    const step = await verifyTotp(totpSeed(mfa.secret, config.secretKey), code, mfa.lastTimeStep);
    if (step === null || !(await repo.claimTimeStep(tx, ctx.merchantId, ctx.userId, step)))
      throw invalidCode();
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, ctx.merchantId, ctx.userId, codes.map(hashRecoveryCode));
    return { recovery_codes: codes };
  });
}

export async function disable({ db }: MfaDeps, ctx: UserContext, password: string) {
  if (!(await verifyPassword(ctx.user.passwordHash, password))) {
    throw badRequest('password', 'The password is not correct.');
  }
  if (ctx.merchant.requiresMfa) {
    throw badRequest(
      'password',
      'Your business requires multi-factor authentication, so it cannot be turned off.',
    );
  }
  await withTenant(db, ctx.merchantId, (tx) => repo.remove(tx, ctx.merchantId, ctx.userId));
}

export async function setRequirement({ db }: MfaDeps, ctx: UserContext, required: boolean) {
  if (ctx.impersonated) throw forbidden('Support staff cannot change the security settings of a business.');
  if (required && !ctx.mfaEnabled) {
    throw badRequest(
      'required',
      'Turn on multi-factor authentication for your own account before requiring it for everyone.',
    );
  }
  await withTenant(db, ctx.merchantId, (tx) => setMerchantMfaRequirement(tx, ctx.merchantId, required));
}

/** Sign-in's second factor: a TOTP code (each accepted once) or an unused recovery code. */
export async function verifySignInCode(
  tx: Database,
  secretKey: Buffer,
  merchantId: number,
  userId: number,
  code: string,
) {
  const mfa = await repo.findMfa(tx, merchantId, userId);
  if (!mfa?.enabledAt) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = await verifyTotp(totpSeed(mfa.secret, secretKey), trimmed, mfa.lastTimeStep);
    return step !== null && (await repo.claimTimeStep(tx, merchantId, userId, step));
  }
  if (looksLikeRecoveryCode(trimmed))
    return repo.useRecoveryCode(tx, merchantId, userId, hashRecoveryCode(trimmed));
  return false;
}
