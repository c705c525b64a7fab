/**
 * Query keys of the taxes, fees and discounts screens (STYLE.md habit 5). `active()` is the key the
 * catalogue item editor reads too (features/catalogue/api/catalogue-keys.ts), so a fee write refreshes it.
 */
export const feeStructureKeys = {
  all: () => ['fee-structures'] as const,
  active: () => ['fee-structures', 'active'] as const,
  /** The orders and billing schedules using one (issue 25 point 8). */
  use: (id: number) => ['fee-structures', 'use', id] as const,
  /** Under the offerings' root: adding or renaming an item refreshes the picker. */
  offeringOptions: () => ['offerings', 'fee-structure-options'] as const,
};

/** A fee write changes which fees the catalogue's items carry; they live under this root. */
export const offeringsRootKey = ['offerings'] as const;
