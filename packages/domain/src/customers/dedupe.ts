// spec 2 §5: "E-mail dedupe search: by e-mail if present, otherwise exact match on first and last name."

export type DuplicateSearch =
  | { by: 'email'; email: string }
  | { by: 'name'; first_name: string; last_name: string };

/** How to look for an existing customer like this one; null when there is nothing to look by. */
export function duplicateSearch(customer: {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}): DuplicateSearch | null {
  const email = (customer.email ?? '').trim();
  if (email) return { by: 'email', email: email.toLowerCase() };
  const first = (customer.first_name ?? '').trim();
  const last = (customer.last_name ?? '').trim();
  if (first && last) return { by: 'name', first_name: first, last_name: last };
  return null;
}

/** Whether an existing customer is a duplicate under the search (e-mail ignoring case; names exact). */
export function isDuplicate(
  search: DuplicateSearch,
  existing: { email: string; first_name: string; last_name: string },
): boolean {
  if (search.by === 'email') return existing.email.trim().toLowerCase() === search.email;
  return existing.first_name.trim() === search.first_name && existing.last_name.trim() === search.last_name;
}
