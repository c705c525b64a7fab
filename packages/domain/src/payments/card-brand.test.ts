import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../payment-methods/card-number.ts';
import { cardBrandName } from './card-brand.ts';

describe('issue 24 point 1: a card brand written in full', () => {
  it.each([
    ['Visa', 'Visa'],
    ['Master', 'Mastercard'],
    ['Mastercard', 'Mastercard'],
    ['MasterCard', 'Mastercard'],
    ['Discover', 'Discover'],
    ['Amex', 'American Express'],
    ['AMEX', 'American Express'],
    ['American Express', 'American Express'],
    ['Diners', 'Diners Club'],
    ['Diners Club', 'Diners Club'],
    ['jcb', 'JCB'],
    [' Master ', 'Mastercard'],
    ['Maestro', 'Maestro'],
    ['Card', 'Card'],
    ['', 'Card'],
    [null, 'Card'],
    [undefined, 'Card'],
    ['toString', 'toString'],
  ])('%j is shown as %j', (code, name) => {
    expect(cardBrandName(code)).toBe(name);
  });

  it('names every issuer a card account can have (spec 2 §3) in full', () => {
    expect(CARD_BRANDS.map(cardBrandName)).toEqual(['Visa', 'Mastercard', 'Discover', 'American Express']);
  });
});
