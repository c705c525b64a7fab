/** Query keys of the services screens (STYLE.md habit 5); every offering write invalidates `all()`. */
export const serviceKeys = {
  all: () => ['offerings'] as const,
  lists: () => ['offerings', 'list'] as const,
  list: (page: number, categoryId: number | null) => ['offerings', 'list', { page, categoryId }] as const,
  detail: (id: number) => ['offerings', 'detail', id] as const,
  categories: () => ['offerings', 'categories'] as const,
};
