/**
 * TanStack Query's getNextPageParam for a list paged by offset with `total_item_count` beside (the profile
 * cards, `pageSize` a page): the next page's offset, or undefined when every row is loaded.
 */
export const nextPageOffset =
  (pageSize: number) =>
  (last: { total_item_count: number }, pages: readonly unknown[]): number | undefined => {
    const loaded = pages.length * pageSize;
    return loaded < last.total_item_count ? loaded : undefined;
  };
