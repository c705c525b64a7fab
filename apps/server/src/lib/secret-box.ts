import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a TOTP seed), sealed at rest with AES-256-GCM: a database copy or
 * backup alone does not reveal them. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
const VERSION = 'v1';

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Whether a stored value is a sealed secret (and not, say, a value stored before sealing began). */
export const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);

/** The plain secret; throws when the value was not sealed with this key (or was changed). */
export function openSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** The key from its base64 setting (32 bytes), or null when the text is not one. */
export function parseSecretKey(base64: string): Buffer | null {
  const key = Buffer.from(base64, 'base64');
  return key.length === 32 ? key : null;
}

/** Development and tests only: a fixed key, so a fresh machine starts without setting one. */
export const DEVELOPMENT_SECRET_KEY = createHash('sha256').update('paybook development secret key').digest();
