import type { LoginResult, RegisterRequest } from '@courtside/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { authKeys } from './keys';

export type RegisterInput = Omit<RegisterRequest, 'deviceId'>;

export const register = (body: RegisterRequest): Promise<LoginResult> => api.account.register(body);

export const useRegister = () => useMutation({ mutationFn: register });

/** Site parameter: when '1', registering also needs a phone number and its SMS code. */
export const FAST_REGISTER_VERIFY = 'fast_register_verify';

export interface RegisterConfig {
  needsPhone: boolean;
}

export const fetchRegisterConfig = async (): Promise<RegisterConfig> => {
  const { params } = await api.site.configGets({ keyCodes: [FAST_REGISTER_VERIFY] });
  return { needsPhone: params[FAST_REGISTER_VERIFY] === '1' };
};

export const useRegisterConfig = () =>
  useQuery({ queryKey: authKeys.registerConfig(), queryFn: fetchRegisterConfig, staleTime: 60_000 });
