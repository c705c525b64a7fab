import { describe, expect, it } from 'vitest';
import { csvRowCounter, exportFileName } from './report-export';

describe('exportFileName (issue 28 point 5)', () => {
  it.each([
    ['orders', 'orders-2026-11-29.csv'],
    ['xenon_transactions', 'xenon-transactions-2026-11-29.csv'],
    ['orders_by_customer', 'grouped-customer-2026-11-29.csv'],
  ] as const)('%s → %s', (type, name) => {
    expect(exportFileName(type, '2026-11-29')).toBe(name);
  });
});

describe('csvRowCounter', () => {
  it('counts data rows as pieces arrive, a quoted line break inside its cell', () => {
    const counter = csvRowCounter();
    expect(counter.push('Order #,Customer,No')).toBe(0);
    expect(counter.push('tes\r\n1041,Ann,"two\nli')).toBe(0);
    expect(counter.push('nes"\r\n1042,"Bo ""B"" Lee",x\n')).toBe(2);
    expect(counter.finish()).toBe(2);
  });

  it('a last row without its line break counts once the text is complete', () => {
    const counter = csvRowCounter();
    expect(counter.push('a,b\n1,2\n3,4')).toBe(1);
    expect(counter.finish()).toBe(2);
  });

  it('a header alone has no rows', () => {
    const counter = csvRowCounter();
    counter.push('a,b\r\n');
    expect(counter.finish()).toBe(0);
    expect(csvRowCounter().finish()).toBe(0);
  });
});
