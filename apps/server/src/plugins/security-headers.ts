import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The policy: helmet's defaults, with the sources the web app needs. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Mantine injects its CSS variables in style tags; the MFA QR code is a data: image.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * The headers helmet sets for `options`, worked out once. They do not depend on the request, while
 * @fastify/helmet built helmet's middleware (parsing the policy again) on every request (issue 14: 1-2%
 * of a simple read's CPU in the bench's profile).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  // helmet's middleware only sets and removes headers, synchronously; a response on no connection is
  // enough to read them from.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The policy with the configured media a page plays (spec 2 §2.2's store video, ECOMMERCE_VIDEO_URL): its
 * origin joins media-src beside 'self'.
 */
export function helmetOptionsFor(videoUrl: string | null): HelmetOptions {
  if (videoUrl === null) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? csp.directives : {};
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: { ...directives, 'media-src': ["'self'", new URL(videoUrl).origin] },
    },
  };
}

/** Every answer carries the security headers, set by one hook on the root instance. */
export function registerSecurityHeaders(app: FastifyInstance, videoUrl: string | null = null): void {
  const headers = securityHeaders(helmetOptionsFor(videoUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
