export const messageKeys = {
  all: ['messages'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (tab: string, page: number) => [...messageKeys.lists(), tab, page] as const,
  detail: (id: number) => [...messageKeys.all, 'detail', id] as const,
};
