import { describe, expect, it } from 'vitest';
import { withWebScheme } from './web-address.ts';

// spec 2 §5 Shared widgets and validators: http:// prepended on blur.
describe('withWebScheme (spec 2 §5)', () => {
  it.each([
    ['northwind.example', 'http://northwind.example'],
    ['  northwind.example/shop ', 'http://northwind.example/shop'],
    ['http://northwind.example', 'http://northwind.example'],
    ['https://northwind.example', 'https://northwind.example'],
    ['HTTPS://Northwind.example', 'HTTPS://Northwind.example'],
    ['ftp://files.example', 'http://ftp://files.example'],
    ['', ''],
    ['   ', ''],
  ])('%j becomes %j', (typed, expected) => {
    expect(withWebScheme(typed)).toBe(expected);
  });
});
