import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  t = await createTestApp();
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paybook-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Paybook</title>');
  await fs.writeFile(path.join(distDir, 'pay.html'), '<!doctype html><title>Store page</title>');
  await fs.writeFile(path.join(distDir, 'assets', 'app-123.js'), 'console.log(1)');
});
afterAll(() => fs.rm(distDir, { recursive: true, force: true }));

describe('serving the web app (ruling 3)', () => {
  it('answers every app path with the page, files as files, and missing files and API paths with 404', async () => {
    const app = await buildApp(
      t.handle,
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir }),
    );
    const page = await app.inject({ method: 'GET', url: '/appointments?viewProvider=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Paybook</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/assets/app-123.js' })).statusCode).toBe(200);
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json().error.code).toBe('NOT_FOUND');
    await app.close();
  });

  it('answers a store’s hosted page with pay.html, and the invoice page and the rest with the app (decision 167)', async () => {
    const app = await buildApp(
      t.handle,
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir }),
    );
    const pageAt = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      return answer.body.includes('<title>Store page</title>') ? 'pay.html' : 'index.html';
    };
    for (const url of ['/pay/northwind/10class-pack', '/pay/northwind/northwind-shop/', '/pay/a/b?utm=x'])
      expect(await pageAt(url), url).toBe('pay.html');
    for (const url of ['/pay/invoice/abc123', '/pay/northwind', '/pay/a/b/c', '/book/northwind', '/stores'])
      expect(await pageAt(url), url).toBe('index.html');
    // Not a page: a POST there, and a missing file under /pay.
    expect((await app.inject({ method: 'POST', url: '/pay/northwind/shop' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/pay/northwind/shop.js' })).statusCode).toBe(404);
    await app.close();
  });
});
