import { describe, expect, it } from 'vitest';
import {
  BUY_BUTTON_DEFAULTS,
  canChooseAcceptance,
  contrastRatio,
  DEFAULT_RETURN_BUTTON_TEXT,
  defaultAcceptance,
  EMBED_NEEDS_PAYMENT_MESSAGE,
  embedCodeProblem,
  formAcceptance,
  HEX_COLOR_PATTERN,
  legibleForeground,
  storeImageProblem,
} from './store-design.ts';

// spec 2 §3 Design settings and Buy-button fields, §4 buy-button wizard, §5, §9.
describe('payment acceptance (spec 2 §4 buy-button wizard)', () => {
  it.each([
    [['CC', 'ACH'], { accept_cc: true, accept_ach: true }, true],
    [['CC'], { accept_cc: true, accept_ach: false }, false],
    [['ACH'], { accept_cc: false, accept_ach: true }, false],
    [[], { accept_cc: false, accept_ach: false }, false],
  ] as const)('a merchant accepting %j: defaults %j, editable %s', (accepts, defaults, editable) => {
    expect(defaultAcceptance(accepts)).toEqual(defaults);
    expect(canChooseAcceptance(accepts)).toBe(editable);
  });

  it.each([
    [{ accept_cc: false, accept_ach: true }, ['CC', 'ACH'], { accept_cc: false, accept_ach: true }],
    [{ accept_cc: false, accept_ach: true }, ['CC'], { accept_cc: true, accept_ach: false }],
    [{ accept_cc: true, accept_ach: true }, ['ACH'], { accept_cc: false, accept_ach: true }],
  ] as const)('a form asking %j of a merchant accepting %j takes %j', (form, accepts, expected) => {
    expect(formAcceptance(form, accepts)).toEqual(expected);
  });
});

describe('embedCodeProblem (spec 2 §5: embed code requires at least one of card or ACH)', () => {
  it.each([
    [true, true, null],
    [true, false, null],
    [false, true, null],
    [false, false, EMBED_NEEDS_PAYMENT_MESSAGE],
  ])('card %s, bank %s: %j', (cc, ach, expected) => {
    expect(embedCodeProblem({ accept_cc: cc, accept_ach: ach })).toBe(expected);
  });
});

describe('storeImageProblem (spec 2 §5: max 2048², min 50² for a logo, 728×90 for a banner)', () => {
  it.each([
    ['logo', 50, 50, null],
    ['logo', 2048, 2048, null],
    ['logo', 49, 400, 'too small'],
    ['logo', 400, 49, 'too small'],
    ['logo', 2049, 100, 'too large'],
    ['logo', 100, 2049, 'too large'],
    ['banner', 728, 90, null],
    ['banner', 727, 90, 'too small'],
    ['banner', 728, 89, 'too small'],
    ['banner', 2048, 300, null],
    ['banner', 3000, 300, 'too large'],
  ] as const)('a %s of %i×%i: %s', (slot, width, height, problem) => {
    const message = storeImageProblem(slot, { width, height });
    if (problem === null) expect(message).toBeNull();
    else expect(message).toContain(`The image is ${problem}`);
  });
});

describe('defaults (spec 2 §9)', () => {
  it('the buy button’s and the return button’s', () => {
    expect(BUY_BUTTON_DEFAULTS).toEqual({
      button_background_color: '#08c',
      button_text_color: '#fff',
      button_text: 'Checkout',
      details_text_color: '#000',
      layout_option: 'vertical',
      button_size: 'md',
      button_shape: 0,
    });
    expect(DEFAULT_RETURN_BUTTON_TEXT).toBe('Return to Site');
  });

  it.each([
    ['#08c', true],
    ['#0088cc', true],
    ['#0088CC', true],
    ['0088cc', false],
    ['#08', false],
    ['#0088ccff', false],
    ['red', false],
  ])('colour %j is %s', (colour, valid) => {
    expect(HEX_COLOR_PATTERN.test(colour)).toBe(valid);
  });
});

describe('legibility of a form’s colours (WCAG 2 AA)', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#fff', '#fff', 1],
    ['#ffffff', '#1c7ed6', 4.19],
    ['#ffffff', '#1864ab', 6.09],
  ])('%s on %s has a contrast of %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it.each([
    ['#ffffff', '#1864ab', '#ffffff'],
    ['#ffffff', '#1c7ed6', '#000000'],
    ['#ffffff', '#fab005', '#000000'],
    ['#000000', '#1a1b1e', '#ffffff'],
    ['#333333', '#ffffff', '#333333'],
  ])('%s on %s shows as %s', (foreground, background, shown) => {
    expect(legibleForeground(foreground, background)).toBe(shown);
  });
});
