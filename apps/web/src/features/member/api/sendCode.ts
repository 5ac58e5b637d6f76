import type { RequestOf, routes } from '@courtside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type SendCodeRequest = RequestOf<typeof routes.account.sendCode>;

export const useSendCode = () =>
  useMutation({ mutationFn: (request: SendCodeRequest) => api.account.sendCode(request) });
