import { type NewsCategory, type NewsDetail, type NewsPage, newsRoutes } from '@courtside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, transport } from '../../../api/client';

export const NEWS_PAGE_SIZE = 10;

const keys = {
  domain: ['news', 'domain'] as const,
  list: (category: NewsCategory | null, leagueId: number | null, page: number) =>
    ['news', 'list', category, leagueId, page] as const,
  detail: (id: number) => ['news', 'detail', id] as const,
  match: (matchId: number) => ['news', 'match', matchId] as const,
  tabs: ['news', 'tabs'] as const,
};

/**
 * The spec puts the news calls under a configured news domain: the site parameter `news_domain`
 * (an origin such as https://news.example.com; empty or missing = this site's origin).
 */
const newsDomain = async (): Promise<string> => {
  const { params } = await api.site.configGets({ keyCodes: ['news_domain'] });
  const value = (params.news_domain ?? '').trim().replace(/\/+$/, '');
  return /^https:\/\/[^/\s]+$/.test(value) ? value : '';
};

let domain: Promise<string> | null = null;
const send = async <T>(route: { method: 'GET' | 'POST'; path: string }, body: unknown): Promise<T> => {
  domain ??= newsDomain().catch(() => '');
  const prefix = await domain;
  return (await transport.send({ method: route.method, path: `${prefix}${route.path}` }, body)) as T;
};

export const useNewsTabs = () =>
  useQuery({
    queryKey: keys.tabs,
    queryFn: () => send<{ categories: { key: NewsCategory; count: number }[] }>(newsRoutes.categories, {}),
  });

export const useNewsList = (category: NewsCategory | null, leagueId: number | null, page: number) =>
  useQuery({
    queryKey: keys.list(category, leagueId, page),
    queryFn: () =>
      send<NewsPage>(newsRoutes.list, {
        ...(category ? { category } : {}),
        ...(leagueId ? { leagueId } : {}),
        page,
        pageSize: NEWS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const useNewsDetail = (id: number) =>
  useQuery({ queryKey: keys.detail(id), queryFn: () => send<NewsDetail>(newsRoutes.detail, { id }), retry: false });

export const useMatchNews = (matchId: number) =>
  useQuery({
    queryKey: keys.match(matchId),
    queryFn: () => send<NewsPage>(newsRoutes.byMatch, { matchId, page: 1, pageSize: 20 }),
  });
