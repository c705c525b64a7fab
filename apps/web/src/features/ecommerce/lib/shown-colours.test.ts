import { storeBody } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { shownColours } from './shown-colours';

// spec 2 §3 the form's colours, as the hosted page shows them (legibleForeground, WCAG AA).
const defaults = storeBody.parse({ name: 'x', store_type: 'payment_form' });

describe('shownColours (spec 2 §3)', () => {
  it.each([
    ['a legible pair stays', '#0b3d91', '#ffffff', '#0b3d91', '#ffffff', false],
    ['white on yellow reads black', '#ffe066', '#ffffff', '#ffe066', '#000000', true],
    ['black on navy reads white', '#0b1f4d', '#000000', '#0b1f4d', '#ffffff', true],
    ['a short colour counts', '#000', '#FFF', '#000', '#FFF', false],
  ])('%s', (_case, background, foreground, shownBackground, shownForeground, isReplaced) => {
    expect(shownColours({ background_color: background, foreground_color: foreground })).toEqual({
      background: shownBackground,
      foreground: shownForeground,
      isReplaced,
    });
  });

  it('shows the contract’s colours while a field holds half a colour', () => {
    expect(shownColours({ background_color: '#12', foreground_color: undefined })).toMatchObject({
      background: defaults.background_color,
    });
  });
});
