import { emailTemplate } from '@paybook/domain/email-templates/template-registry';
import { fillTemplateTexts } from '@paybook/domain/email-templates/template-save';
import { describe, expect, it } from 'vitest';
import { composeTemplatedEmail } from './compose-email.ts';

describe('composeTemplatedEmail (ruling 7)', () => {
  const filled = fillTemplateTexts(emailTemplate('order_cancelled').defaults, {
    company_name: '<b>Evil & Co</b>',
    customer_first_name: 'Ann',
    order_number: '7',
  });

  it('escapes merge values in the HTML part and keeps them as written in the text part', () => {
    const email = composeTemplatedEmail(filled, [{ text: 'Refunded.', link: 'https://x.test/?a=1&b=2' }]);
    expect(email.html).toContain('&lt;b&gt;Evil &amp; Co&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Evil');
    expect(email.html).toContain('<a href="https://x.test/?a=1&amp;b=2">');
    expect(email.text).toBe(
      'Hello Ann,\n\nYour order #7 with <b>Evil & Co</b> was cancelled.\n\nRefunded.\nhttps://x.test/?a=1&b=2\n\n<b>Evil & Co</b>\n',
    );
    expect(email.subject).toBe('Your order #7 with <b>Evil & Co</b> was cancelled');
  });

  it('leaves out empty parts', () => {
    const email = composeTemplatedEmail({ subject: 'S', greeting: '', opening: 'Hi.', signature: '' });
    expect(email.text).toBe('Hi.\n');
  });
});
