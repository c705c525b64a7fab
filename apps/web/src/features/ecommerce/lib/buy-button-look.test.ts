import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUTTON_FONT_SIZE,
  BUTTON_PADDING,
  BUTTON_RADIUS,
  buyButtonLook,
  EMBED_FONT_FAMILY,
} from './buy-button-look';

// Issue 27 point 3: the wizard's preview draws the button as the embed script does.

const SCRIPT = readFileSync(
  path.resolve(import.meta.dirname, '../../../../public/embed/buy-button.js'),
  'utf8',
);

describe('buyButtonLook', () => {
  it('starts from spec 2 §9’s defaults: #08c, white text, medium, square, vertical, black details', () => {
    const look = buyButtonLook({});
    expect(look.button).toMatchObject({
      background: '#08c',
      color: '#fff',
      padding: '10px 22px',
      fontSize: '16px',
      borderRadius: '0',
    });
    expect(look.box).toMatchObject({ flexDirection: 'column', maxWidth: '280px', color: '#000' });
    expect(look.image.width).toBe('100%');
  });

  it.each([
    ['sm', '6px 14px', '14px'],
    ['md', '10px 22px', '16px'],
    ['lg', '14px 30px', '18px'],
  ] as const)('size %s: padding %s, font %s', (size, padding, fontSize) => {
    expect(buyButtonLook({ button_size: size }).button).toMatchObject({ padding, fontSize });
  });

  it.each([
    [0, '0'],
    [1, '6px'],
    [2, '999px'],
  ] as const)('shape %i: radius %s', (shape, radius) => {
    expect(buyButtonLook({ button_shape: shape }).button.borderRadius).toBe(radius);
  });

  it('lays a horizontal button out in a row with a small image', () => {
    const look = buyButtonLook({ layout_option: 'horizontal' });
    expect(look.box).toMatchObject({ flexDirection: 'row', alignItems: 'center', maxWidth: '560px' });
    expect(look.image.width).toBe('96px');
  });

  it('shows the chosen colours, and the defaults while one is half typed', () => {
    const look = buyButtonLook({
      button_background_color: '#0b7285',
      button_text_color: '#ff',
      details_text_color: ' #333 ',
    });
    expect(look.button).toMatchObject({ background: '#0b7285', color: '#fff' });
    expect(look.box.color).toBe('#333');
  });

  it('has the script’s numbers', () => {
    expect(SCRIPT).toContain(
      `PADDING = { sm: '${BUTTON_PADDING.sm}', md: '${BUTTON_PADDING.md}', lg: '${BUTTON_PADDING.lg}' }`,
    );
    expect(SCRIPT).toContain(
      `FONT = { sm: '${BUTTON_FONT_SIZE.sm}', md: '${BUTTON_FONT_SIZE.md}', lg: '${BUTTON_FONT_SIZE.lg}' }`,
    );
    expect(SCRIPT).toContain(`RADIUS = ['${BUTTON_RADIUS.join("', '")}']`);
    expect(SCRIPT).toContain(`font-family:${EMBED_FONT_FAMILY}`);
    for (const rule of [
      'gap:10px;max-width:$',
      "horizontal ? '560px' : '280px'",
      'img{width:$',
      "horizontal ? '96px' : '100%'};max-height:200px;object-fit:cover;border-radius:6px}",
      '.name{font-size:16px;font-weight:600;margin:0}.description{font-size:14px;margin:0;opacity:.9}.price{font-size:15px;font-weight:600;margin:0}',
      '.details{display:flex;flex-direction:column;gap:4px}',
      'a{display:inline-block;align-self:flex-start;text-decoration:none;cursor:pointer;font-weight:600;line-height:1.2;',
    ])
      expect(SCRIPT).toContain(rule);
  });
});
