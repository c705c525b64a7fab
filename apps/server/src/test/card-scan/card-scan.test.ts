import { describe, expect, it } from 'vitest';
import { scanText } from './card-scan.ts';

// Issue 23 point 5: what the card-data scan finds, and what it must not mistake for card data.
describe('the card-data scan', () => {
  it.each([
    ['a test Visa in a row', '{"note":"paid with 4111111111111111"}'],
    ['a Mastercard in a log line', '{"level":30,"msg":"charge 5555555555554444 ok"}'],
    ['an American Express number', 'card=378282246310005'],
    ['a 13-digit Visa', 'x 4222222222222 y'],
    ['a card number ending a sentence', 'Paid with 4111111111111111.'],
    ['a 19-digit Visa', 'pan 4000123412341234123 end'],
  ])('finds %s', (_, text) => {
    expect(scanText(text).map((finding) => finding.kind)).toContain('card number');
  });

  it.each([
    ['a millisecond time stamp', '{"level":30,"time":1764316800000,"msg":"ok"}'],
    ['a number that fails the Luhn check', '4111111111111112'],
    ['the last four digits', '{"last_four":"1111","brand":"visa"}'],
    ['a card number inside a longer run of digits', '41111111111111110000000'],
    ['digits inside a hexadecimal hash', '"token_hash":"54977decd561fe89a1b1b21599a87e2677351960318c"'],
    ['the fraction of a decimal number', '"responseTime":29.56373999999778,'],
    ['a Luhn-valid run inside a word', 'ref_4111111111111111x'],
    ['a sandbox token', '{"token":"card_sandbox_Zk3q9_aP0xYbC7"}'],
  ])('does not mistake %s for a card number', (_, text) => {
    expect(scanText(text)).toEqual([]);
  });

  it.each([
    ['a CVV under its name in JSON', '{"cvv":"123"}'],
    ['a CVV as a number', '{"cvv":987}'],
    ['a CVV in a query string', 'url=/pay?cvc=1234&x=1'],
  ])('finds %s', (_, text) => {
    expect(scanText(text).map((finding) => finding.kind)).toEqual(['cvv']);
  });

  it("reads a row's JSON numbers as card numbers only under a card's name", () => {
    expect(scanText('{"customer_ids":[4653846350671408,90]}', { wholeValues: true })).toEqual([]);
    expect(scanText('{"card_number":4111111111111111}', { wholeValues: true })).toHaveLength(1);
    expect(scanText('{"note":"4111111111111111"}', { wholeValues: true })).toHaveLength(1);
  });

  it('finds a test CVV kept as a whole value of a row, and not a redacted one or a longer number', () => {
    expect(scanText('{"id":1,"extra":"987"}', { wholeValues: true })).toHaveLength(1);
    expect(scanText('{"cvv":"[redacted]","amount":"1234.00","id":123}', { wholeValues: true })).toEqual([]);
    expect(scanText('{"id":1,"extra":"987"}')).toEqual([]);
  });
});
