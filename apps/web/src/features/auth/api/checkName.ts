import { isUsername } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { authKeys } from './keys';

export const fetchNameAvailable = async (name: string): Promise<boolean> =>
  (await api.account.checkNameRegister({ name })).available;

/** Whether a well-formed username is free; a malformed one is not asked about. */
export const useNameAvailable = (name: string) =>
  useQuery({
    queryKey: authKeys.nameAvailable(name),
    queryFn: () => fetchNameAvailable(name),
    enabled: isUsername(name),
    staleTime: 30_000,
  });
