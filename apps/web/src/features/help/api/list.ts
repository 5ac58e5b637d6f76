import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { helpKeys } from './keys';

export type HelpListPage = Awaited<ReturnType<typeof api.site.helpList>>;
export type HelpListItem = HelpListPage['list'][number];

export const HELP_PAGE_SIZE = 20;

export const fetchHelpList = (categoryId: number, page: number): Promise<HelpListPage> =>
  api.site.helpList({ categoryId, page, pageSize: HELP_PAGE_SIZE });

/** Pages of one category's articles; `fetchNextPage` loads more while there are more. */
export const useHelpList = (categoryId: number | null) =>
  useInfiniteQuery({
    queryKey: helpKeys.list(categoryId ?? 0),
    queryFn: ({ pageParam }) => fetchHelpList(categoryId as number, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: categoryId !== null,
    staleTime: 60_000,
  });
