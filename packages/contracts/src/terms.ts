import { TERMS_KINDS, TERMS_MAX_LENGTH } from '@paybook/domain/merchant-settings/terms';
import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { multilineText } from './primitives.ts';

// spec 3 §3.3 Terms, §7 GET and PUT terms_and_conditions/, GET default_terms_and_conditions/ (ruling 1:
// under /api, snake_case; decision 182 adds the restore call).

export const termsKind = z.enum(TERMS_KINDS, { error: 'Choose one of the seven kinds of terms.' });

/** One kind's text as the settings page shows it. */
export const termsEntry = z.object({
  kind: termsKind,
  text: z.string(),
  is_default: z.boolean(),
});
export type TermsEntry = z.infer<typeof termsEntry>;

/** GET, PUT terms_and_conditions and the restore: every kind, in the spec's order. */
export const termsList = z.object({ terms: z.array(termsEntry) });
export type TermsList = z.infer<typeof termsList>;

/** GET default_terms_and_conditions: every kind's default text. */
export const defaultTermsList = z.object({
  terms: z.array(z.object({ kind: termsKind, text: z.string() })),
});
export type DefaultTermsList = z.infer<typeof defaultTermsList>;

const noRepeat = (kinds: readonly string[]) => new Set(kinds).size === kinds.length;

/** PUT terms_and_conditions: the kinds to save (others stay as they are), each at most once. */
export const updateTermsBody = z.object({
  terms: z
    .array(
      z.object({
        kind: termsKind,
        text: multilineText.max(TERMS_MAX_LENGTH, fieldMessages.tooLong(TERMS_MAX_LENGTH)),
      }),
    )
    .min(1, 'Send at least one text.')
    .max(TERMS_KINDS.length)
    .refine((terms) => noRepeat(terms.map((term) => term.kind)), 'Send each kind once.'),
});
export type UpdateTermsBody = z.input<typeof updateTermsBody>;

/** POST terms_and_conditions/restore: the kinds whose default comes back. */
export const restoreTermsBody = z.object({
  kinds: z
    .array(termsKind)
    .min(1, 'Choose at least one kind to restore.')
    .max(TERMS_KINDS.length)
    .refine(noRepeat, 'Send each kind once.'),
});
export type RestoreTermsBody = z.input<typeof restoreTermsBody>;
