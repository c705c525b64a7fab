import { fillMergeTags, unknownMergeTags } from './merge-tags.ts';
import type { EmailTemplateDefinition, TemplateTexts } from './template-types.ts';

// spec 3 §5 Settings and §7: a template save sends subject, greeting, editable_opening and signature; the
// subject is null when subject editing is not allowed, and the server's refusals name their fields.

/** What a save sends (spec 3 §7 PUT email_template/{key}/settings). */
export interface TemplateEdit {
  subject: string | null;
  greeting: string;
  editable_opening: string;
  signature: string;
}

export type TemplateProblem = { property: keyof TemplateTexts; message: string };

export const TEMPLATE_TEXT_LIMITS = {
  subject: 200,
  greeting: 200,
  editable_opening: 2000,
  signature: 500,
} as const;

/** spec 3 §5: the subject a save sends, null when the template does not allow editing it. */
export function subjectToSend(template: EmailTemplateDefinition, subject: string): string | null {
  return template.allow_editing_subject ? subject : null;
}

/** The problems of a save, one per field at most, each naming its field (empty when it may be saved). */
export function templateSaveProblems(
  template: EmailTemplateDefinition,
  edit: TemplateEdit,
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const fields: [keyof TemplateTexts, string | null][] = [
    ['subject', edit.subject],
    ['greeting', edit.greeting],
    ['editable_opening', edit.editable_opening],
    ['signature', edit.signature],
  ];
  for (const [property, value] of fields) {
    if (property === 'subject') {
      if (!template.allow_editing_subject) {
        if (value !== null)
          problems.push({ property, message: 'The subject of this e-mail cannot be changed.' });
        continue;
      }
      if (value === null || value.trim() === '') {
        problems.push({ property, message: 'Subject is required.' });
        continue;
      }
    }
    const text = value ?? '';
    if (property === 'editable_opening' && text.trim() === '') {
      problems.push({ property, message: 'Opening is required.' });
      continue;
    }
    if (text.length > TEMPLATE_TEXT_LIMITS[property]) {
      problems.push({ property, message: `Use at most ${TEMPLATE_TEXT_LIMITS[property]} characters.` });
      continue;
    }
    const unknown = unknownMergeTags(text, template.merge_tags);
    if (unknown.length > 0) {
      problems.push({
        property,
        message: `Unknown merge tag${unknown.length > 1 ? 's' : ''}: ${unknown.map((tag) => `{{${tag}}}`).join(', ')}.`,
      });
    }
  }
  return problems;
}

/** The texts a merchant's template uses: its saved ones, the subject falling back to the default. */
export function effectiveTexts(
  template: EmailTemplateDefinition,
  saved: (Omit<TemplateTexts, 'subject'> & { subject: string | null }) | null,
): TemplateTexts {
  if (saved === null || !template.can_be_edited) return template.defaults;
  return {
    subject:
      template.allow_editing_subject && saved.subject !== null ? saved.subject : template.defaults.subject,
    greeting: saved.greeting,
    editable_opening: saved.editable_opening,
    signature: saved.signature,
  };
}

/** A template's four texts with the merge tags filled. */
export interface FilledTemplate {
  subject: string;
  greeting: string;
  opening: string;
  signature: string;
}

/**
 * Fills the texts. A tag whose value is empty takes the spaces before it along, so 'Hello
 * {{customer_first_name}},' reads 'Hello,' for a customer without a first name.
 */
export function fillTemplateTexts(
  texts: TemplateTexts,
  values: Readonly<Record<string, string>>,
): FilledTemplate {
  const fill = (text: string) => {
    const empty = Object.keys(values).filter((tag) => values[tag] === '');
    const trimmed = empty.reduce(
      (current, tag) => current.replace(new RegExp(` *\\{\\{\\s*${tag}\\s*\\}\\}`, 'g'), ''),
      text,
    );
    return fillMergeTags(trimmed, values).trim();
  };
  return {
    subject: fill(texts.subject),
    greeting: fill(texts.greeting),
    opening: fill(texts.editable_opening),
    signature: fill(texts.signature),
  };
}
