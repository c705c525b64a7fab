import type { AcceptedPaymentType } from '@paybook/contracts';

// spec 2 §3 Design settings and Buy-button fields, §4 buy-button wizard, §5 Stores and forms, §9 defaults.

/** spec 2 §9: 'Return to Site'. */
export const DEFAULT_RETURN_BUTTON_TEXT = 'Return to Site';

/** spec 2 §9 buy-button defaults. */
export const BUY_BUTTON_DEFAULTS = {
  button_background_color: '#08c',
  button_text_color: '#fff',
  button_text: 'Checkout',
  details_text_color: '#000',
  layout_option: 'vertical',
  button_size: 'md',
  button_shape: 0,
} as const;

export const BUY_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export const BUY_BUTTON_LAYOUTS = ['vertical', 'horizontal'] as const;
/** button_shape: 0 square corners, 1 rounded, 2 pill (decision 164). */
export const BUY_BUTTON_SHAPES = [0, 1, 2] as const;

/** A colour as the design fields take it: #rgb or #rrggbb. */
export const HEX_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const HEX_COLOR_MESSAGE = 'Enter a colour like #0088cc';

/**
 * spec 2 §4 buy-button wizard (and the payment form's design): "if the merchant accepts both card and ACH,
 * both are on; otherwise the single accepted type is on".
 */
export function defaultAcceptance(merchantAccepts: readonly AcceptedPaymentType[]) {
  return { accept_cc: merchantAccepts.includes('CC'), accept_ach: merchantAccepts.includes('ACH') };
}

/** spec 2 §4: "Accept options are editable only when the merchant accepts both." */
export const canChooseAcceptance = (merchantAccepts: readonly AcceptedPaymentType[]) =>
  merchantAccepts.includes('CC') && merchantAccepts.includes('ACH');

/**
 * What a form takes, given what it asks and what the merchant accepts: a form never takes a type the
 * merchant stopped accepting, and when the merchant accepts one type only that type is the form's.
 */
export function formAcceptance(
  form: { accept_cc: boolean; accept_ach: boolean },
  merchantAccepts: readonly AcceptedPaymentType[],
) {
  if (!canChooseAcceptance(merchantAccepts)) return defaultAcceptance(merchantAccepts);
  return form;
}

/** spec 2 §5: "Embed code requires at least one of card or ACH." */
export const EMBED_NEEDS_PAYMENT_MESSAGE = 'Accept card or bank payments to get the embed code.';
export function embedCodeProblem(form: { accept_cc: boolean; accept_ach: boolean }): string | null {
  return form.accept_cc || form.accept_ach ? null : EMBED_NEEDS_PAYMENT_MESSAGE;
}

/** spec 2 §5 and §9: the size rules of a form's logo and banner. */
export const STORE_IMAGE_RULES = {
  logo: { maxWidth: 2048, maxHeight: 2048, minWidth: 50, minHeight: 50 },
  banner: { maxWidth: 2048, maxHeight: 2048, minWidth: 728, minHeight: 90 },
} as const;
export type StoreImageSlot = keyof typeof STORE_IMAGE_RULES;
/** spec 2 §5: the image message disappears after 3 s. */
export const STORE_IMAGE_MESSAGE_MS = 3000;

/** spec 2 §5, §8: why an image of this size may not be the slot's, or null. */
export function storeImageProblem(
  slot: StoreImageSlot,
  size: { width: number; height: number },
): string | null {
  const rule = STORE_IMAGE_RULES[slot];
  if (size.width > rule.maxWidth || size.height > rule.maxHeight)
    return `The image is too large. The maximum is ${rule.maxWidth} by ${rule.maxHeight} pixels.`;
  if (size.width < rule.minWidth || size.height < rule.minHeight)
    return `The image is too small. The minimum is ${rule.minWidth} by ${rule.minHeight} pixels.`;
  return null;
}

/** WCAG 2's relative luminance of a #rgb or #rrggbb colour. */
function luminance(color: string): number {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG 2 AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour a public page shows on a form's background: the form's own when it is legible there
 * (WCAG AA), otherwise black or white, whichever reads better. A merchant's colours never make a page
 * unreadable.
 */
export function legibleForeground(foreground: string, background: string): string {
  if (contrastRatio(foreground, background) >= MIN_TEXT_CONTRAST) return foreground;
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
