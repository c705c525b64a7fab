import type { FastifyInstance } from 'fastify';

/**
 * API answers carry the signed-in user's data, and the public booking pages' answers a customer's own
 * booking: no browser, proxy or CDN may keep them (issue 13). A route that is safe to cache says so with
 * its own Cache-Control (the images), which is kept.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
