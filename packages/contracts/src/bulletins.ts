import { z } from 'zod';
import { lineText } from './primitives.ts';

/**
 * spec 1 §4.4 onboarding prompts (bulletins). The definitions (level, route, which calls complete or
 * revert them) live in packages/domain bulletins/; the server keeps which are complete per merchant.
 *
 * Who may call: any signed-in user of a merchant with the appointments feature. DELETE and POST
 * (complete, revert) are refused (403) in a support impersonation: viewing a screen as support must not
 * tick off the merchant's own prompts.
 */
export const bulletinNames = [
  'email_validation',
  'add_service',
  'add_first_staff',
  'add_additional_staff',
  'design_booking_page',
  'spread_the_word',
  'create_test_appointment',
] as const;
export const bulletinName = z.enum(bulletinNames);
export type BulletinName = z.infer<typeof bulletinName>;

/** spec 1 §4.4: levels map to the display styles info, success, warning and error. */
export const bulletinLevels = ['info', 'success', 'warning', 'error'] as const;
export const bulletinLevel = z.enum(bulletinLevels);
export type BulletinLevel = z.infer<typeof bulletinLevel>;

/** What the bulletin's button does: open a screen, or resend the verification e-mail. */
export const bulletinActionKind = z.enum(['route', 'resend_verification_email']);
export type BulletinActionKind = z.infer<typeof bulletinActionKind>;

/** One open bulletin as GET merchant/bulletins answers it. Texts come from the web locale by name. */
export const bulletin = z.object({
  name: bulletinName,
  level: bulletinLevel,
  required: z.boolean(),
  action: bulletinActionKind,
  route_state: z.string().nullable().describe('Route id of the screen the bulletin links to (spec 1 §3)'),
  route_path: z.string().nullable().describe('That screen’s path, with its query'),
  completes_on_view: z.boolean().describe('Viewing route_path completes the bulletin (spec 1 §4.4)'),
});
export type Bulletin = z.infer<typeof bulletin>;

export const bulletinList = z.object({ data: z.array(bulletin) });
export type BulletinList = z.infer<typeof bulletinList>;

/** An unknown name answers 404 (the bulletin does not exist). */
export const bulletinNameParams = z.object({ name: lineText.max(100) });
