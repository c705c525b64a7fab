import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';

const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L, so a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** Codes are typed by people: case, spaces and the hyphen do not matter. */
export function normaliseRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export const hashRecoveryCode = (code: string) => sha256(normaliseRecoveryCode(code));

export const looksLikeRecoveryCode = (code: string) =>
  /^[a-z2-9]{10}$/.test(code.toLowerCase().replace(/[\s-]/g, ''));
