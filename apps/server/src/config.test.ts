import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEVELOPMENT_SECRET_KEY } from './lib/secret-box.ts';

const PUBLIC_URL = 'https://app.paybook.example';
const SECRET_KEY = randomBytes(32).toString('base64');

describe('SECRET_KEY (secrets sealed at rest)', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL })).toThrow(
      /SECRET_KEY: required in production/,
    );
    const key = randomBytes(32);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL, SECRET_KEY: key.toString('base64') }).secretKey,
    ).toEqual(key);
  });

  it('must be 32 bytes in base64, and falls back to the development key elsewhere', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(
      /SECRET_KEY: must be 32 random bytes in base64/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).secretKey).toEqual(DEVELOPMENT_SECRET_KEY);
  });
});

describe('PUBLIC_URL (issue 13 §6: links in e-mails never follow a forged Host)', () => {
  it('is required in production, and named with SECRET_KEY when both are missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SECRET_KEY: required[\s\S]*PUBLIC_URL: required/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY, PUBLIC_URL: `${PUBLIC_URL}/` }).publicUrl).toBe(
      PUBLIC_URL,
    );
  });

  it('stays optional in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).publicUrl).toBeUndefined();
  });
});

describe('TRUST_PROXY (issue 13 §4)', () => {
  it('trusts no X-Forwarded-For hop by default or when false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it("refuses 'true' (every hop, which a client forges) with a message saying what to give", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would trust every X-Forwarded-For hop.*number of proxies/,
    );
  });

  it('refuses a hop count out of range and an entry that is no address', () => {
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(
      /TRUST_PROXY: a hop count must be between 1 and 10/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.example' })).toThrow(
      /TRUST_PROXY: not a proxy address or CIDR range: 10.0.0.0\/33, proxy.example/,
    );
  });
});
