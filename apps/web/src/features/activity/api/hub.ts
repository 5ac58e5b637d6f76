import type { CarnivalHub } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type { CarnivalHub };

/** Under 'promo', so a login, a logout and the promotions' pushes read the member's progress again. */
const hubKey = (loggedIn: boolean) => ['promo', 'carnival', loggedIn] as const;

export const fetchCarnivalHub = (): Promise<CarnivalHub> => api.carnival.hub({});

export const useCarnivalHub = (loggedIn: boolean) =>
  useQuery({ queryKey: hubKey(loggedIn), queryFn: fetchCarnivalHub });
