import { describe, expect, it } from 'vitest';
import { priceText } from './money.ts';
import {
  entityId,
  INT32_MAX,
  idParam,
  instant,
  int32,
  intParam,
  isoDate,
  lineText,
  multilineText,
  pathDate,
} from './primitives.ts';

describe('request text (issue 13 point 1)', () => {
  it.each([
    ['a\u0000', false, false],
    ['a\u0001b', false, false],
    ['\u001f', false, false],
    ['a\u007f', false, false],
    ['line\nbreak', false, true],
    ['tab\there', false, true],
    ['crlf\r\n', false, true],
    ['Zoë 🌷 "quoted", ;:', true, true],
  ])('%j: single-line %s, multi-line %s', (text, line, multiline) => {
    expect(lineText.safeParse(text).success).toBe(line);
    expect(multilineText.safeParse(text).success).toBe(multiline);
  });

  it('names the problem in its message', () => {
    expect(lineText.safeParse('a\u0000').error?.issues[0]?.message).toMatch(/control characters/);
  });
});

describe('integers and ids (issue 13 points 1 and 11)', () => {
  it('bounds 32-bit integers and ids by their columns', () => {
    expect(int32.safeParse(INT32_MAX).success).toBe(true);
    expect(int32.safeParse(INT32_MAX + 1).success).toBe(false);
    expect(int32.safeParse(-INT32_MAX - 2).success).toBe(false);
    expect(entityId.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(entityId.safeParse(2 ** 53).success).toBe(false);
    expect(entityId.safeParse(0).success).toBe(false);
  });

  it.each([
    ['1', 1],
    ['16', 16],
    ['2147483648', 2_147_483_648],
  ])('reads the id %j as %s', (text, value) => {
    expect(idParam.parse(text)).toBe(value);
  });

  it.each(['0x10', '00001', ' 1', '1 ', '1e3', '+1', '-1', '0', '1.0', '', '9007199254740992'])(
    'refuses the id %j',
    (text) => {
      expect(idParam.safeParse(text).success).toBe(false);
    },
  );

  it('reads page numbers and sizes as plain decimal within their bounds', () => {
    expect(intParam(1, 100).parse('100')).toBe(100);
    for (const text of ['101', '0', '0x10', '1e2', '007', '2147483648'])
      expect(intParam(1, 100).safeParse(text).success).toBe(false);
    expect(intParam(1).safeParse('2147483648').success).toBe(false);
  });
});

describe('dates (issue 13 point 1: 1970-01-01 to 2199-12-31)', () => {
  it.each([
    ['1970-01-01', true],
    ['2199-12-31', true],
    ['2028-02-29', true],
    ['1969-12-31', false],
    ['2200-01-01', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
    ['2027-02-29', false],
    ['20270101', false],
  ])('body date %s: %s', (text, ok) => {
    expect(isoDate.safeParse(text).success).toBe(ok);
  });

  it('reads path dates in both forms, within the range', () => {
    expect(pathDate.parse('20261123')).toBe('2026-11-23');
    expect(pathDate.parse('2026-11-23')).toBe('2026-11-23');
    expect(pathDate.safeParse('99991231').success).toBe(false);
    expect(pathDate.safeParse('0001-01-01').success).toBe(false);
  });

  it.each([
    ['2026-11-23T16:00:00Z', true],
    ['2026-11-23T09:00:00-07:00', true],
    ['1970-01-01T00:00:00Z', true],
    ['2199-12-31T23:59:59Z', true],
    ['1969-12-31T23:00:00Z', false],
    ['9999-12-31T23:00Z', false],
    ['2199-12-31T23:00:00-05:00', false],
  ])('instant %s: %s', (text, ok) => {
    expect(instant.safeParse(text).success).toBe(ok);
  });
});

describe('price text at the contract (issue 13 point 2)', () => {
  it.each([
    ['25', true],
    ['25.50', true],
    ['', true],
    ['10,00', false],
    ['1,250.00', false],
    ['$25', false],
    ['25.505', false],
  ])('%j: %s', (text, ok) => {
    expect(priceText.safeParse(text).success).toBe(ok);
  });
});
