import type { FilledTemplate } from '@paybook/domain/email-templates/template-save';
import { escapeHtml } from '../../lib/html.ts';

// Ruling 7: the plain layout of a templated e-mail: greeting, opening, the sender's fixed paragraphs (with
// a link each at most), signature. The HTML part escapes every text, merge values included.

export type EmailParagraph = { text: string; link?: string };

export type ComposedEmail = { subject: string; text: string; html: string };

export function composeTemplatedEmail(
  filled: FilledTemplate,
  paragraphs: readonly EmailParagraph[] = [],
): ComposedEmail {
  const all: EmailParagraph[] = [
    { text: filled.greeting },
    { text: filled.opening },
    ...paragraphs,
    { text: filled.signature },
  ].filter((paragraph) => paragraph.text !== '' || paragraph.link !== undefined);
  const text = `${all.map((p) => (p.link ? [p.text, p.link].filter(Boolean).join('\n') : p.text)).join('\n\n')}\n`;
  const lines = (value: string) => escapeHtml(value).replaceAll('\n', '<br>');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">',
    ...all.map(
      (p) =>
        `<p>${lines(p.text)}${p.link ? `${p.text ? '<br>' : ''}<a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>` : ''}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject: filled.subject, text, html };
}
