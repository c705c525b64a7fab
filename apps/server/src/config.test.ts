import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEVELOPMENT_SECRET_KEY } from './lib/secret-box.ts';

describe('SECRET_KEY (secrets sealed at rest)', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY: required in production/);
    const key = randomBytes(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: key.toString('base64') }).secretKey).toEqual(key);
  });

  it('must be 32 bytes in base64, and falls back to the development key elsewhere', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(
      /SECRET_KEY: must be 32 random bytes in base64/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).secretKey).toEqual(DEVELOPMENT_SECRET_KEY);
  });
});
