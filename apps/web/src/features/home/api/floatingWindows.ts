import type { FloatingWindow } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { homeKeys } from './keys';

export type { FloatingWindow };

export const fetchFloatingWindows = (): Promise<FloatingWindow[]> => api.site.floatingWindows({});

export const useFloatingWindows = () =>
  useQuery({ queryKey: homeKeys.floatingWindows(), queryFn: fetchFloatingWindows, staleTime: 60_000 });
