import type { accountRoutes, RequestOf } from '@courtside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type SendCodeInput = RequestOf<typeof accountRoutes.sendCode>;
export type SendCodeResult = Awaited<ReturnType<typeof api.account.sendCode>>;

export const sendCode = (body: SendCodeInput): Promise<SendCodeResult> => api.account.sendCode(body);

export const useSendCode = () => useMutation({ mutationFn: sendCode });
