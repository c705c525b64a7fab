// spec 3 §3.3 Email template (subject, greeting, editable_opening, signature, merge_tags with label and
// merge_tag_group) and spec 3 §2.5 notifications; ruling 7: every customer-facing e-mail uses these templates.
// A template's text names a merge tag as {{tag}} (spaces inside the braces allowed): lower-case letters,
// digits and underscores.

/** spec 3 §3.3 merge_tags: what the template editor offers, grouped. */
export interface MergeTag {
  /** The name inside the braces: {{company_name}}. */
  tag: string;
  label: string;
  merge_tag_group: string;
}

const MERGE_TAG = /\{\{\s*([a-z0-9_]+)\s*\}\}/g;

/**
 * Fills each {{tag}} that has a value. A tag without one is left as written, so a misspelt tag shows in the
 * preview instead of vanishing. Values are inserted as they are and never read again for tags, so a
 * customer named "{{company_name}}" stays that text.
 */
export function fillMergeTags(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MERGE_TAG, (written, tag: string) =>
    Object.hasOwn(values, tag) ? (values[tag] as string) : written,
  );
}

/** The tags a text names that the template does not offer, in order of first use, each once. */
export function unknownMergeTags(text: string, offered: readonly MergeTag[]): string[] {
  const known = new Set(offered.map((tag) => tag.tag));
  const unknown: string[] = [];
  for (const match of text.matchAll(MERGE_TAG)) {
    const tag = match[1] as string;
    if (!known.has(tag) && !unknown.includes(tag)) unknown.push(tag);
  }
  return unknown;
}
