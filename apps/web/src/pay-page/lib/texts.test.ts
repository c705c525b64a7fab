import { describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';
import publicPay from '../../locales/en/public-pay.json';
import { commonTexts, fill, payTexts } from './texts';

// Decision 167: the hosted store page carries its texts itself; those the invoice page and the first page
// show too stay the same words in both places.
describe('the hosted store page’s texts', () => {
  it('are the public-pay namespace’s and common’s words', () => {
    expect(payTexts).toEqual(publicPay.publicPay);
    expect(commonTexts).toEqual({ loading: common.common.loading, unknownError: common.errors.unknown });
  });

  it('fill their values in, and leave an unknown one as it is', () => {
    expect(fill('{{button}} {{amount}}', { button: 'Pay', amount: '$45.00' })).toBe('Pay $45.00');
    expect(fill('Order #{{number}} for {{who}}', { number: 12 })).toBe('Order #12 for {{who}}');
  });
});
