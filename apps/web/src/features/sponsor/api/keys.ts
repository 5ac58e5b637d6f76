/** The sponsor pages' query keys. */
export const sponsorKeys = {
  all: () => ['sponsor'] as const,
  list: () => ['sponsor', 'list'] as const,
  detail: (id: number) => ['sponsor', 'detail', id] as const,
};
