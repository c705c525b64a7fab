import { describe, expect, it } from 'vitest';
import { formatDollars, MANUAL_PRICE_TEXT, type OfferingPrice, offeringPriceText } from './price-text.ts';
import { defaultRecurrence } from './recurrence.ts';

const offering = (overrides: Partial<OfferingPrice>): OfferingPrice => ({
  price_structure: 'fixed',
  price_cents: 2500,
  is_price_manual_entry: false,
  unit_name: null,
  recurrence: null,
  ...overrides,
});

const everyOtherMondaySixTimes = {
  ...defaultRecurrence(),
  frequency: 'weekly' as const,
  periods_between_occurrence: 2,
  occurrence_type: 'fixed_end_date' as const,
  occurrences: 6,
  weekly: { type: 'day_of_week' as const, day_of_week: 1 },
};

describe('dollar amounts', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2500, '$25.00'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [99999999, '$999,999.99'],
  ])('spec 2 §9, ruling 9: %s cents read %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe('item price text', () => {
  it('spec 2 §9: a fixed price is the amount', () => {
    expect(offeringPriceText(offering({}))).toBe('$25.00');
    expect(offeringPriceText(offering({ price_cents: 150000 }))).toBe('$1,500.00');
  });

  it('spec 2 §9: a fixed price ignores a unit name and recurrence left from another structure', () => {
    const leftovers = { unit_name: 'Hour', recurrence: everyOtherMondaySixTimes };
    expect(offeringPriceText(offering(leftovers))).toBe('$25.00');
  });

  it('spec 2 §9: per unit shows the unit name in lower case', () => {
    expect(offeringPriceText(offering({ price_structure: 'per_unit', unit_name: 'Hour' }))).toBe(
      '$25.00 per hour',
    );
    expect(offeringPriceText(offering({ price_structure: 'per_unit', unit_name: ' Square FOOT ' }))).toBe(
      '$25.00 per square foot',
    );
  });

  it.each([null, '', '  '])('spec 2 §9: per unit without a unit name (%j) reads per unit', (unit) => {
    expect(offeringPriceText(offering({ price_structure: 'per_unit', unit_name: unit }))).toBe(
      '$25.00 per unit',
    );
  });

  it('spec 2 §9: recurring shows the frequency description', () => {
    const value = offering({ price_structure: 'recurring', recurrence: everyOtherMondaySixTimes });
    expect(offeringPriceText(value)).toBe('$25.00 every 2 weeks on Monday, 6 times');
    expect(
      offeringPriceText(offering({ price_structure: 'recurring', recurrence: defaultRecurrence() })),
    ).toBe('$25.00 every day');
  });

  it('spec 2 §9: recurring without a recurrence is the amount alone', () => {
    expect(offeringPriceText(offering({ price_structure: 'recurring', recurrence: null }))).toBe('$25.00');
  });

  it('spec 2 §4: a manual price shows that it is set at checkout, whatever price is stored', () => {
    expect(offeringPriceText(offering({ is_price_manual_entry: true, price_cents: 0 }))).toBe(
      MANUAL_PRICE_TEXT,
    );
    expect(MANUAL_PRICE_TEXT).toBe('Price set at checkout');
  });

  it('spec 2 §9: a manual price keeps the unit or the frequency', () => {
    const perHour = offering({ is_price_manual_entry: true, price_structure: 'per_unit', unit_name: 'Hour' });
    expect(offeringPriceText(perHour)).toBe('Price set at checkout per hour');
    const monthly = offering({
      is_price_manual_entry: true,
      price_structure: 'recurring',
      recurrence: { ...defaultRecurrence(), frequency: 'monthly' },
    });
    expect(offeringPriceText(monthly)).toBe('Price set at checkout every month');
  });
});
