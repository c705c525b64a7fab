/** The selection with `id` added, or removed when it was there. */
export function toggled(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The page's rows all selected, or none of them when all were (other pages' picks stay). */
export function toggledAll(ids: ReadonlySet<number>, rows: readonly { id: number }[]): ReadonlySet<number> {
  const next = new Set(ids);
  const all = rows.every((row) => next.has(row.id));
  for (const row of rows) {
    if (all) next.delete(row.id);
    else next.add(row.id);
  }
  return next;
}
