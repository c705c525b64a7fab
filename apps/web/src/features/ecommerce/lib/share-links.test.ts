import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

// spec 2 §2.2: the share step's social and e-mail links.

const url = 'https://paybook.example/pay/northwind/ten-class-pack';
const links = shareLinks(url, { subject: 'Pay for Ten Class Pack', body: 'Pay online here:' });

describe('shareLinks (spec 2 §2.2 share step)', () => {
  it('writes an e-mail with the subject, and the body followed by the link', () => {
    const mail = new URL(links.email);
    expect(mail.protocol).toBe('mailto:');
    expect(links.email).not.toContain('+');
    const query = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Pay for Ten Class Pack');
    expect(query.get('body')).toBe(`Pay online here:\n\n${url}`);
  });

  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php', { u: url }],
    ['x', 'https://x.com/intent/tweet', { text: 'Pay for Ten Class Pack', url }],
  ] as const)('shares on %s through its share address', (network, address, params) => {
    const link = new URL(links[network]);
    expect(`${link.origin}${link.pathname}`).toBe(address);
    expect(Object.fromEntries(link.searchParams)).toEqual(params);
  });

  it('escapes what would end the query early', () => {
    const odd = shareLinks('https://p.example/pay/a?x=1&y=2', { subject: 'A & B', body: '#1' });
    expect(new URL(odd.facebook).searchParams.get('u')).toBe('https://p.example/pay/a?x=1&y=2');
    expect(new URLSearchParams(odd.email.slice(8)).get('subject')).toBe('A & B');
  });
});
