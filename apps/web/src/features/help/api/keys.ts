/** Query keys of the help centre. */
export const helpKeys = {
  all: ['help'] as const,
  categories: () => [...helpKeys.all, 'categories'] as const,
  list: (categoryId: number) => [...helpKeys.all, 'list', categoryId] as const,
  detail: (id: number) => [...helpKeys.all, 'detail', id] as const,
};
