import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.ts';

/**
 * Issue 27 point 4 (decision 167): a store's or payment form's hosted page /pay/{url_subdomain}/{url_name}
 * is a page of its own, pay.html, without the back office's code. /pay/invoice/{token} is the invoice
 * page, in the web app ('invoice' is a reserved subdomain).
 */
const STORE_PAGE_PATH = /^\/pay\/(?!invoice\/)[^/]+\/[^/]+\/?$/;

/** The page a GET of an app path is answered with. */
export function pageOf(pathname: string): 'index.html' | 'pay.html' {
  return STORE_PAGE_PATH.test(pathname) ? 'pay.html' : 'index.html';
}

/** Ruling 3: the server answers every app path with the web app; /api paths get the JSON 404. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  const hasStorePage = fs.existsSync(path.join(distDir, 'pay.html'));
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
    // Hashed assets are immutable; the pages must always be fresh so a deploy takes effect at once.
    const page = hasStorePage ? pageOf(pathname) : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page, distDir, { cacheControl: false });
  });
}
