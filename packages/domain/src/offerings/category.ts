// spec 2 §5 Catalogue: a category name typed into the picker is matched case-insensitively to the
// existing names, otherwise created.

/** The name as stored: trimmed, inner runs of spaces made one. */
export function normalizeCategoryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The key two names are compared by. */
export function categoryNameKey(name: string): string {
  return normalizeCategoryName(name).toLowerCase();
}

/** The existing category a typed name means, if any. */
export function findCategoryByName<T extends { name: string }>(
  categories: readonly T[],
  name: string,
): T | undefined {
  const key = categoryNameKey(name);
  return categories.find((category) => categoryNameKey(category.name) === key);
}
