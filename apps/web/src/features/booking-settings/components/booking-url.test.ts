import { describe, expect, it } from 'vitest';
import { bookingUrl, bookNowSnippet } from './booking-url';

describe('booking tools (spec 1 §2.3 booking-tools, ruling 4)', () => {
  it('builds the booking URL from the origin and the booking address', () => {
    expect(bookingUrl('https://paybook.example', 'juniper')).toBe('https://paybook.example/book/juniper');
  });

  it("makes a 'book now' link styled as a button that opens the booking page", () => {
    const snippet = bookNowSnippet('https://paybook.example/book/juniper', 'Book now');
    expect(snippet).toMatch(/^<a href="https:\/\/paybook\.example\/book\/juniper" target="_blank"/);
    expect(snippet).toContain('rel="noopener"');
    expect(snippet).toContain('style="display:inline-block;');
    expect(snippet).toMatch(/>Book now<\/a>$/);
  });

  it('escapes the label and the address', () => {
    const snippet = bookNowSnippet('https://x.example/book/a"b', 'Book <now> & pay');
    expect(snippet).toContain('href="https://x.example/book/a&quot;b"');
    expect(snippet).toContain('>Book &lt;now&gt; &amp; pay</a>');
  });
});
