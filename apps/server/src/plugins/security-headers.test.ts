import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HELMET_OPTIONS, helmetOptionsFor, securityHeaders } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('security headers (helmet, worked out once)', () => {
  it("are helmet's headers for the policy, with the web app's style and image sources", () => {
    const headers = securityHeaders(HELMET_OPTIONS);
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('come on every answer: an API answer, an error and the health check', async () => {
    const expected = securityHeaders(HELMET_OPTIONS);
    for (const url of ['/api/health', '/api/no/such/route', '/api/customer/1/full']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect({ url, name, value: response.headers[name] }).toEqual({ url, name, value });
      }
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('let a configured store video play from its origin (spec 2 §2.2), and nothing else', () => {
    const headers = securityHeaders(helmetOptionsFor('https://videos.example.com/store.mp4'));
    expect(headers['content-security-policy']).toContain("media-src 'self' https://videos.example.com");
    expect(securityHeaders(helmetOptionsFor(null))['content-security-policy']).not.toContain('media-src');
  });
});
