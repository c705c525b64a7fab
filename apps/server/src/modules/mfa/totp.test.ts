import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

// RFC 6238 with a 30-second step: a code is valid in its own step and one step either side.
const now = Date.UTC(2026, 10, 22, 12, 0, 15);
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe('TOTP (RFC 6238, 30 s step, ±1 step)', () => {
  it('accepts the current code and returns its time step', async () => {
    const secret = newTotpSecret();
    expect(await verifyTotp(secret, await codeAt(secret, now), null, now)).toBe(Math.floor(now / 30_000));
  });

  it('accepts the previous and the next step but not two away', async () => {
    const secret = newTotpSecret();
    expect(await verifyTotp(secret, await codeAt(secret, now - 30_000), null, now)).not.toBeNull();
    expect(await verifyTotp(secret, await codeAt(secret, now + 30_000), null, now)).not.toBeNull();
    expect(await verifyTotp(secret, await codeAt(secret, now - 60_000), null, now)).toBeNull();
    expect(await verifyTotp(secret, await codeAt(secret, now + 60_000), null, now)).toBeNull();
  });

  it('refuses a code whose step was already used (each code accepted once)', async () => {
    const secret = newTotpSecret();
    const code = await codeAt(secret, now);
    const step = await verifyTotp(secret, code, null, now);
    expect(step).not.toBeNull();
    expect(await verifyTotp(secret, code, step, now)).toBeNull();
  });

  it('refuses anything but six digits', async () => {
    const secret = newTotpSecret();
    expect(await verifyTotp(secret, '12345', null, now)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('builds an otpauth URL naming the issuer and the account', () => {
    const url = otpauthUrl('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'owner@juniper.test', 'Paybook');
    expect(url).toMatch(/^otpauth:\/\/totp\/Paybook:owner%40juniper\.test\?/);
    expect(url).toContain('issuer=Paybook');
  });
});
