import type { BuyButtonFieldsInput } from '@paybook/contracts';
import { BUY_BUTTON_DEFAULTS, HEX_COLOR_PATTERN } from '@paybook/domain/stores/store-design';
import type { CSSProperties } from 'react';

// Issue 27 point 3, spec 2 §3 Buy-button fields: how the embed script (apps/web/public/embed/buy-button.js)
// draws a button, as React styles, so the wizard's preview looks like the button on the merchant's site.
// buy-button-look.test.ts reads the script and fails when the two part.

/** The script's padding, font size and corner radius by button_size and button_shape. */
export const BUTTON_PADDING = { sm: '6px 14px', md: '10px 22px', lg: '14px 30px' } as const;
export const BUTTON_FONT_SIZE = { sm: '14px', md: '16px', lg: '18px' } as const;
/** button_shape 0 square, 1 rounded, 2 pill (decision 164). */
export const BUTTON_RADIUS = ['0', '6px', '999px'] as const;
export const EMBED_FONT_FAMILY = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';

export interface BuyButtonLook {
  /** The script's :host: nothing of the page around it reaches in. */
  host: CSSProperties;
  box: CSSProperties;
  image: CSSProperties;
  details: CSSProperties;
  name: CSSProperties;
  description: CSSProperties;
  price: CSSProperties;
  button: CSSProperties;
}

/** A colour while it is typed: the default until it is a whole #rgb or #rrggbb. */
const colourOr = (value: string | undefined, fallback: string) =>
  value !== undefined && HEX_COLOR_PATTERN.test(value.trim()) ? value.trim() : fallback;

/** The styles the script gives a button of these fields (half-typed colours show their defaults). */
export function buyButtonLook(fields: Partial<BuyButtonFieldsInput>): BuyButtonLook {
  const horizontal = fields.layout_option === 'horizontal';
  const size = fields.button_size ?? BUY_BUTTON_DEFAULTS.button_size;
  const shape = fields.button_shape ?? BUY_BUTTON_DEFAULTS.button_shape;
  const paragraph: CSSProperties = { margin: 0 };
  return {
    host: {
      display: 'inline-block',
      fontFamily: EMBED_FONT_FAMILY,
      fontSize: '16px',
      fontWeight: 400,
      lineHeight: 'normal',
      letterSpacing: 'normal',
      textAlign: 'left',
    },
    box: {
      display: 'flex',
      flexDirection: horizontal ? 'row' : 'column',
      alignItems: horizontal ? 'center' : 'flex-start',
      gap: '10px',
      maxWidth: horizontal ? '560px' : '280px',
      color: colourOr(fields.details_text_color, BUY_BUTTON_DEFAULTS.details_text_color),
    },
    image: {
      width: horizontal ? '96px' : '100%',
      maxHeight: '200px',
      objectFit: 'cover',
      borderRadius: '6px',
    },
    details: { display: 'flex', flexDirection: 'column', gap: '4px' },
    name: { ...paragraph, fontSize: '16px', fontWeight: 600 },
    description: { ...paragraph, fontSize: '14px', opacity: 0.9 },
    price: { ...paragraph, fontSize: '15px', fontWeight: 600 },
    button: {
      display: 'inline-block',
      alignSelf: 'flex-start',
      textDecoration: 'none',
      fontWeight: 600,
      lineHeight: 1.2,
      background: colourOr(fields.button_background_color, BUY_BUTTON_DEFAULTS.button_background_color),
      color: colourOr(fields.button_text_color, BUY_BUTTON_DEFAULTS.button_text_color),
      padding: BUTTON_PADDING[size],
      fontSize: BUTTON_FONT_SIZE[size],
      borderRadius: BUTTON_RADIUS[shape],
    },
  };
}
