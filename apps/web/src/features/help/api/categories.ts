import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { helpKeys } from './keys';

export type HelpCategory = Awaited<ReturnType<typeof api.site.helpCategories>>[number];

export const fetchHelpCategories = async (): Promise<HelpCategory[]> =>
  [...(await api.site.helpCategories({}))].sort((a, b) => a.sort - b.sort);

export const useHelpCategories = () =>
  useQuery({ queryKey: helpKeys.categories(), queryFn: fetchHelpCategories, staleTime: 5 * 60_000 });
