import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { itemProblemOf } from './item-problem';

// spec 2 §5: a save refused on its item shows on the wizards' item step.
const refusal = (property: string, message: string) =>
  new ApiError(400, { error: { code: 'VALIDATION_FAILED', message, details: [{ property, message }] } });

describe('itemProblemOf', () => {
  it('answers the item’s message, and null for another field or another error', () => {
    expect(itemProblemOf(refusal('offering_ids', 'Choose the one item it sells'))).toBe(
      'Choose the one item it sells',
    );
    expect(itemProblemOf(refusal('name', 'Store name must be unique'))).toBeNull();
    expect(itemProblemOf(new Error('offline'))).toBeNull();
  });
});
