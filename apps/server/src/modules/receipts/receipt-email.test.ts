import { describe, expect, it } from 'vitest';
import { composeReceiptEmail } from './receipt-email.ts';
import { doc, receipt } from './receipt-test-fixtures.ts';
import { TEST_MODE_NOTICE } from './receipt-view.ts';

describe('composeReceiptEmail (ruling 7: the order_receipt template)', () => {
  it('fills the merge tags, greets a walk-in as "there" and escapes the HTML', () => {
    const email = composeReceiptEmail(doc(receipt({}, []), true));
    expect(email.subject).toBe('Your receipt from Juniper (order #1001)');
    expect(email.text.startsWith('Hello there,\n')).toBe(true);
    expect(email.text).toContain(TEST_MODE_NOTICE);
    const named = composeReceiptEmail(
      doc(
        receipt({
          customer: { id: 1, first_name: '<Ada>', last_name: 'L', email: 'a@x.test', alt_email: '' },
        }),
      ),
    );
    expect(named.html).toContain('Hello &lt;Ada&gt;,');
    expect(named.html).not.toContain('<Ada>');
  });
});
