import { accountRoutes, type LoginResult, pathWith } from '@courtside/contract';
import { loginPathHash } from '@courtside/domain';
import { useMutation } from '@tanstack/react-query';
import { transport } from '../../../api/client';
import { deviceId } from '../../../api/entryCodes';

export interface LoginInput {
  name: string;
  password: string;
}

/** Logs in through the hashed ve4 path (spec section 9: the login hash), from this device. */
export const login = ({ name, password }: LoginInput): Promise<LoginResult> =>
  transport.send(pathWith(accountRoutes.loginVe4, { hash: loginPathHash(name) }), {
    name,
    password,
    deviceId: deviceId(),
  });

export const useLogin = () => useMutation({ mutationFn: login });
