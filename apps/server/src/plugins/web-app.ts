import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.ts';

/** Ruling 3: the server answers every app path with the web app; /api paths get the JSON 404. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Issue 27 point 3: the buy-now button's script is loaded by the merchants' own sites.
      setHeaders: (response, filePath) => {
        if (filePath.includes(`${path.sep}embed${path.sep}`))
          response.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (an old hashed asset, a typo) is a 404, not the app's page.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (isApi || isFile || request.method !== 'GET' || !hasWebApp) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    // Hashed assets are immutable; index.html must always be fresh so a deploy takes effect at once.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
  });
}
