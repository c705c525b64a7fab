import { describe, expect, it } from 'vitest';
import { buyButtonSnippet } from './buy-button-snippet';

// Issue 27 point 3: the snippet the embed script (apps/web/public/embed/buy-button.js) reads.
describe('buyButtonSnippet', () => {
  it('names the checkout’s path and loads the script from the checkout’s origin', () => {
    expect(buyButtonSnippet('https://pay.example.com/pay/northwind/gift-card')).toBe(
      '<div data-paybook-button="/pay/northwind/gift-card"></div>\n' +
        '<script async src="https://pay.example.com/embed/buy-button.js"></script>',
    );
  });

  it('keeps a port and drops a query or a fragment', () => {
    expect(buyButtonSnippet('http://127.0.0.1:3996/pay/northwind/mat-2?x=1#top')).toBe(
      '<div data-paybook-button="/pay/northwind/mat-2"></div>\n' +
        '<script async src="http://127.0.0.1:3996/embed/buy-button.js"></script>',
    );
  });

  it('matches the path the script accepts', () => {
    const [div] = buyButtonSnippet('https://pay.example.com/pay/northwind/gift-card').split('\n');
    const path = /data-paybook-button="([^"]+)"/.exec(div ?? '')?.[1] ?? '';
    // The script's own pattern (buy-button.js `mount`).
    expect(path).toMatch(/^\/pay\/([a-z0-9-]+)\/([a-z0-9-]+)$/i);
  });
});
