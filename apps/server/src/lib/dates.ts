/** A database date or timestamp as an ISO calendar date (yyyy-MM-dd). */
export function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
