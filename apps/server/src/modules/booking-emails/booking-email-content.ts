// Ruling 4: what the customer reads in the booking e-mails, as plain text and HTML. Ruling 7: the subject,
// greeting, opening and signature are the merchant's texts of the template of the same key
// (packages/domain/src/email-templates); the details, the manage link and the calendar-file lines are fixed.

import type { PublicBusinessContact } from '@paybook/contracts';
import { emailTemplate } from '@paybook/domain/email-templates/template-registry';
import { fillTemplateTexts } from '@paybook/domain/email-templates/template-save';
import type { TemplateTexts } from '@paybook/domain/email-templates/template-types';
import { escapeHtml } from '../../lib/html.ts';

export type BookingEmailKind = 'booking_confirmation' | 'booking_reminder' | 'booking_cancellation';

export type BookingEmailFacts = {
  customerFirstName: string;
  customerLastName?: string;
  businessName: string;
  serviceName: string;
  providerName: string;
  /** The appointment's local time with its zone named (email-times.ts). */
  when: string;
  /** Issue 16 point 6: the business's zone in words, 'Mountain Time (America/Denver)'. */
  zone: string;
  /** Issue 16 point 5: where the visit is and the phone to call; empty parts are left out. */
  business: PublicBusinessContact;
  /** The manage link and the local time it works until; null once the cancellation window has closed. */
  manage: { url: string; until: string } | null;
  /** The booking page, to book again after a cancellation. */
  bookAgainUrl: string;
};

export type ComposedEmail = { subject: string; text: string; html: string };

type Paragraph = { text: string; link?: { url: string; label: string } };

function afterOf(kind: BookingEmailKind, facts: BookingEmailFacts): Paragraph[] {
  const business = facts.businessName;
  const manage: Paragraph[] = facts.manage
    ? [
        {
          text: `Need to change it? You can cancel or reschedule until ${facts.manage.until}:`,
          link: { url: facts.manage.url, label: 'Cancel or reschedule' },
        },
      ]
    : [
        {
          text: `This appointment can no longer be changed online. To change it, please contact ${business}.`,
        },
      ];
  switch (kind) {
    case 'booking_confirmation':
      return [...manage, { text: 'The attached calendar file (appointment.ics) adds it to your calendar.' }];
    case 'booking_reminder':
      return manage;
    case 'booking_cancellation':
      return [
        { text: 'Open the attached calendar file to remove it from your calendar.' },
        {
          text: 'You are welcome to book again:',
          link: { url: facts.bookAgainUrl, label: `Book with ${business}` },
        },
      ];
  }
}

/** The template's merge values of a booking e-mail. */
export function bookingMergeValues(facts: BookingEmailFacts): Record<string, string> {
  return {
    company_name: facts.businessName,
    company_email: '',
    company_phone: facts.business.phone,
    customer_first_name: facts.customerFirstName.trim(),
    customer_last_name: (facts.customerLastName ?? '').trim(),
    service_name: facts.serviceName,
    provider_name: facts.providerName,
    appointment_time: facts.when,
  };
}

function detailsOf(facts: BookingEmailFacts): [string, string][] {
  const { address_lines: address, phone } = facts.business;
  return [
    ['Service', facts.serviceName],
    ['With', facts.providerName],
    ['When', facts.when],
    ['Time zone', facts.zone],
    ...(address.length > 0 ? [['Where', address.join(', ')] as [string, string]] : []),
    ...(phone ? [['Phone', phone] as [string, string]] : []),
  ];
}

/** The subject, text and HTML of one booking e-mail, from the merchant's texts (or the defaults). */
export function composeBookingEmail(
  kind: BookingEmailKind,
  facts: BookingEmailFacts,
  texts: TemplateTexts = emailTemplate(kind).defaults,
): ComposedEmail {
  const filled = fillTemplateTexts(texts, bookingMergeValues(facts));
  const parts = { intro: filled.opening, after: afterOf(kind, facts), closing: filled.signature };
  const greeting = filled.greeting;
  const details = detailsOf(facts);

  const text = [
    ...(greeting ? [greeting, ''] : []),
    parts.intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...parts.after.flatMap((p) => [p.text, ...(p.link ? [p.link.url] : []), '']),
    parts.closing,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">',
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    `<p>${escapeHtml(parts.intro)}</p>`,
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">',
    ...details.map(
      ([label, value]) =>
        `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...parts.after.map(
      (p) =>
        `<p>${escapeHtml(p.text)}${
          p.link ? `<br><a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a>` : ''
        }</p>`,
    ),
    `<p>${parts.closing.split('\n').map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: filled.subject, text, html };
}
