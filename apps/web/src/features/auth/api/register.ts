import type { LoginResult, RegisterRequest } from '@courtside/contract';
import { JURISDICTION_PARAM, type JurisdictionProfile, jurisdictionProfile } from '@courtside/domain/rg';
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
  /** The site's jurisdiction profile: whether registration asks for the date of birth (issue 29: `uk`). */
  profile: JurisdictionProfile;
}

export const fetchRegisterConfig = async (): Promise<RegisterConfig> => {
  const { params } = await api.site.configGets({ keyCodes: [FAST_REGISTER_VERIFY, JURISDICTION_PARAM] });
  return {
    needsPhone: params[FAST_REGISTER_VERIFY] === '1',
    profile: jurisdictionProfile(params[JURISDICTION_PARAM]),
  };
};

export const useRegisterConfig = () =>
  useQuery({ queryKey: authKeys.registerConfig(), queryFn: fetchRegisterConfig, staleTime: 60_000 });
