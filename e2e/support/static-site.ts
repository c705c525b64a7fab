import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Issue 27 point 3: a merchant's own web site, elsewhere than Paybook: one HTML page served from another
 * port (another origin), with their own styles, into which a test pastes the buy-now button's snippet.
 */
export async function serveStaticPage(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A merchant's own site</title>
<style>body{font-family:Georgia,serif;color:#222;margin:40px}a{color:hotpink;font-size:30px}</style></head>
<body><h1>Our shop</h1>${body}</body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
