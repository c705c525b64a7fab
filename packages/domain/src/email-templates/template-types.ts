// spec 3 §3.3 Email template fields and spec 3 §9 notification categories; ruling 7: every e-mail the
// product sends is one of these templates, filled with its merge values.
import type { Feature } from '../access/features.ts';
import type { MergeTag } from './merge-tags.ts';

/** spec 3 §9: General, Invoice, Appointment, Classic Feature and Staff, in this order on the screen. */
export const TEMPLATE_CATEGORIES = ['General', 'Invoice', 'Appointment', 'Classic Feature', 'Staff'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The four texts a merchant may change (spec 3 §7: subject, greeting, editable_opening, signature). */
export interface TemplateTexts {
  subject: string;
  greeting: string;
  editable_opening: string;
  signature: string;
}

export interface EmailTemplateDefinition {
  template_key: string;
  name: string;
  category: TemplateCategory;
  /** Order inside its category, 1 first (spec 3 §9 "per-template priority"). */
  priority: number;
  /** spec 3 §6: the feature the merchant needs to see the template; null for every merchant. */
  feature: Feature | null;
  /** spec 3 §6: integration notifications only for roles holding Manage Configuration. */
  integration: boolean;
  /** spec 3 §9: only a fixed list of customer and staff templates is editable; the others are shown. */
  can_be_edited: boolean;
  /** spec 3 §4.7: delivery can be turned off only when this is true. */
  can_be_disabled: boolean;
  allow_editing_subject: boolean;
  /** Who reads it: a customer (these go on the customer's timeline), staff, or the merchant itself. */
  audience: 'customer' | 'staff' | 'merchant';
  /**
   * The message holds a link only its reader may use (a customer's password link), so the merchant's pages
   * show what went to whom but not its text, as for staff e-mails (decisions 172 and 192).
   */
  private_text?: boolean;
  defaults: TemplateTexts;
  merge_tags: readonly MergeTag[];
}
