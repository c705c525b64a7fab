import { HEX_COLOR_MESSAGE, HEX_COLOR_PATTERN } from '@paybook/domain/stores/store-design';
import { z } from 'zod';
import { imageRef } from './images.ts';
import { entityId, lineText } from './primitives.ts';
import { termsKind } from './terms.ts';

// spec 3 §2.5 /settings/design-settings, §5 Settings; paths in the spec's style (decision 183):
// GET and PUT merchant/design_settings, GET public/design/{url_subdomain}.

const color = lineText.trim().regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE);

/** GET and PUT merchant/design_settings answer. */
export const designSettings = z.object({
  logo: imageRef.nullable(),
  banner: imageRef.nullable(),
  primary_color: z.string(),
  background_color: z.string(),
  accept_cc: z.boolean(),
  accept_ach: z.boolean(),
});
export type DesignSettings = z.infer<typeof designSettings>;

/** PUT merchant/design_settings: every field (the accept switches count only when the merchant takes both). */
export const updateDesignSettingsBody = z.object({
  logo_image_id: entityId.nullable(),
  banner_image_id: entityId.nullable(),
  primary_color: color,
  background_color: color,
  accept_cc: z.boolean(),
  accept_ach: z.boolean(),
});
export type UpdateDesignSettingsBody = z.input<typeof updateDesignSettingsBody>;

/**
 * GET public/design/{url_subdomain}: what the merchant's public pages show (issue 26 point 4): its name,
 * logo, banner and colours, the payment types they take, and its terms texts by kind.
 */
export const publicDesign = z.object({
  company_name: z.string(),
  logo: z.string().nullable().describe('The logo link, or null'),
  banner: z.string().nullable().describe('The banner link, or null'),
  primary_color: z.string(),
  background_color: z.string(),
  accept_cc: z.boolean(),
  accept_ach: z.boolean(),
  terms: z.array(z.object({ kind: termsKind, text: z.string() })),
});
export type PublicDesign = z.infer<typeof publicDesign>;
