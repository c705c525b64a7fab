import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, parseSecretKey, sealSecret } from './secret-box.ts';

describe('sealed secrets (TOTP seeds at rest)', () => {
  const key = randomBytes(32);

  it('opens what it sealed; the stored text does not contain the secret', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(stored, key)).toBe('JBSWY3DPEHPK3PXP');
    expect(isSealed(stored)).toBe(true);
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(sealSecret('JBSWY3DPEHPK3PXP', key)).not.toBe(stored);
  });

  it('refuses another key, a changed value and an unsealed one', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(() => openSecret(stored, randomBytes(32))).toThrow();
    const [version, iv, tag, sealed] = stored.split('.');
    const flipped = `${sealed?.startsWith('A') ? 'B' : 'A'}${sealed?.slice(1)}`;
    expect(() => openSecret([version, iv, tag, flipped].join('.'), key)).toThrow();
    expect(() => openSecret('JBSWY3DPEHPK3PXP', key)).toThrow('Not a sealed secret');
  });

  it('reads a key of 32 bytes in base64, nothing else', () => {
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeNull();
  });
});
