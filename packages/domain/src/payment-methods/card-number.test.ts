import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_LENGTHS,
  cardLastFour,
  cardNumberDigits,
  cardNumberError,
  cardNumberProblem,
  detectCardBrand,
  isLuhnValid,
  maskCardNumber,
} from './card-number.ts';

describe('card number digits', () => {
  it('spaces and dashes typed between groups are dropped', () => {
    expect(cardNumberDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardNumberDigits(' 3782-822463-10005 ')).toBe('378282246310005');
  });

  it('other characters stay, so the problem check can report them', () => {
    expect(cardNumberDigits('4242.4242')).toBe('4242.4242');
  });
});

describe('Luhn check', () => {
  it.each([
    '4242424242424242',
    '4111111111111111',
    '4222222222222',
    '5555555555554444',
    '2223003122003222',
    '378282246310005',
    '6011111111111117',
    '6011000990139424',
  ])('%s passes', (digits) => {
    expect(isLuhnValid(digits)).toBe(true);
  });

  it.each(['4242424242424241', '5555555555554440', '378282246310006', '', '4242 4242', 'abcd'])(
    '"%s" fails',
    (digits) => {
      expect(isLuhnValid(digits)).toBe(false);
    },
  );
});

describe('spec 2 §3: issuer of a card number (Visa, Master, Discover, Amex)', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['4222222222222', 'Visa'],
    ['5555555555554444', 'Master'],
    ['5105105105105100', 'Master'],
    ['2221000000000009', 'Master'],
    ['2223003122003222', 'Master'],
    ['2720999999999996', 'Master'],
    ['378282246310005', 'Amex'],
    ['371449635398431', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['6440000000000005', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['6229250000000003', 'Discover'],
    ['4242 4242 4242 4242', 'Visa'],
  ])('spec 2 §3: %s is %s', (text, brand) => {
    expect(detectCardBrand(text)).toBe(brand);
  });

  it.each([
    ['2220000000000000', 'just below the 2221 Mastercard range'],
    ['2721000000000004', 'just above the 2720 Mastercard range'],
    ['5600000000000000', 'outside 51-55'],
    ['6221250000000001', 'below the Discover 622126 range'],
    ['6229260000000002', 'above the Discover 622925 range'],
    ['360000000000004', 'Diners Club'],
    ['3500000000000009', 'JCB'],
    ['', 'empty'],
    ['42x2', 'not digits'],
  ])('spec 2 §3: %s has no accepted issuer (%s)', (text) => {
    expect(detectCardBrand(text)).toBeNull();
  });

  it('allowed lengths per issuer', () => {
    expect(CARD_BRAND_LENGTHS).toEqual({
      Visa: [13, 16, 19],
      Master: [16],
      Discover: [16, 17, 18, 19],
      Amex: [15],
    });
  });
});

describe('spec 2 §3: the masked credit_card_number', () => {
  it('keeps the last four digits', () => {
    expect(cardLastFour('4242 4242 4242 4242')).toBe('4242');
    expect(cardLastFour('378282246310005')).toBe('0005');
  });

  it('stars every other digit: 16 for Visa, 15 for Amex', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('************4242');
    expect(maskCardNumber('3782-822463-10005')).toBe('***********0005');
  });

  it('a number of four digits or fewer has nothing to hide', () => {
    expect(maskCardNumber('4242')).toBe('4242');
    expect(maskCardNumber('42')).toBe('42');
  });
});

describe('spec 2 §3: card number problems', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['4242.4242.4242.4242', 'digits'],
    ['4242 4242 4242 424O', 'digits'],
    ['4242', 'length'],
    ['1234', 'length'],
    ['42424242424242424242', 'length'],
    ['424242424242424', 'length'],
    ['55555555555544', 'length'],
    ['3782822463100050', 'length'],
    ['1234567812345670', 'brand'],
    ['0000000000000000', 'brand'],
    ['3500000000000009', 'brand'],
    ['4242424242424241', 'checksum'],
    ['5555555555554440', 'checksum'],
    ['4242424242424242', null],
    ['4242 4242 4242 4242', null],
    ['4242-4242-4242-4242', null],
    ['4222222222222', null],
    ['4000000000000000006', null],
    ['5555555555554444', null],
    ['2223003122003222', null],
    ['378282246310005', null],
    ['6011111111111117', null],
    ['6011000000000000001', null],
  ])('spec 2 §3: "%s" → %s', (text, problem) => {
    expect(cardNumberProblem(text)).toBe(problem);
  });

  it('errors name the card number and what to fix', () => {
    expect(cardNumberError('')).toBe('Enter the card number.');
    expect(cardNumberError('4242.4242')).toBe('The card number can only contain digits, spaces and dashes.');
    expect(cardNumberError('1234')).toBe('The card number must have 13 to 19 digits.');
    expect(cardNumberError('424242424242424')).toBe('A Visa card number has 13, 16 or 19 digits.');
    expect(cardNumberError('55555555555544')).toBe('A Mastercard card number has 16 digits.');
    expect(cardNumberError('3782822463100050')).toBe('An American Express card number has 15 digits.');
    expect(cardNumberError('60111111111111')).toBe('A Discover card number has 16, 17, 18 or 19 digits.');
    expect(cardNumberError('0000000000000000')).toBe(
      'The card number must be a Visa, Mastercard, Discover or American Express card.',
    );
    expect(cardNumberError('4242424242424241')).toBe(
      'The card number is not valid. Check it for typing mistakes.',
    );
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
  });
});
