import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { attachServerErrors } from './form-server-errors';

type Values = { name: string; price: string };

const failure = new ApiError(400, {
  error: {
    code: 'VALIDATION_FAILED',
    message: 'Please check the form.',
    details: [
      { property: 'price', message: 'Enter a price.' },
      { property: 'name', message: 'Name is required.' },
      { property: 'unknown', message: 'Not a field.' },
    ],
  },
});

describe('attachServerErrors (spec 1 §5: server errors with a property attach to that field)', () => {
  it('sets each named field, focusing the first, and answers true', () => {
    const setError = vi.fn();
    expect(attachServerErrors<Values>(failure, setError, ['name', 'price'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['price', { message: 'Enter a price.' }, { shouldFocus: true }],
      ['name', { message: 'Name is required.' }, { shouldFocus: false }],
    ]);
  });

  it('maps server properties to form fields with a function', () => {
    const setError = vi.fn();
    attachServerErrors<Values>(failure, setError, (property) =>
      property === 'unknown' ? 'name' : undefined,
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'name',
      { message: 'Not a field.' },
      { shouldFocus: true },
    );
  });

  it('answers false for errors without a known field or that are not API errors', () => {
    const setError = vi.fn();
    expect(attachServerErrors<Values>(failure, setError, [])).toBe(false);
    expect(attachServerErrors<Values>(new Error('offline'), setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
