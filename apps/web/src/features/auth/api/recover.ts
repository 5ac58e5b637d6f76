import type { accountRoutes, RequestOf } from '@courtside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type RecoverStep1Input = RequestOf<typeof accountRoutes.recoverStep1>;
export type RecoverStep1Result = Awaited<ReturnType<typeof api.account.recoverStep1>>;

/** Step 1: confirms the account and sends a code to its phone (channel 1) or email (channel 2). */
export const useRecoverStep1 = () =>
  useMutation({ mutationFn: (body: RecoverStep1Input): Promise<RecoverStep1Result> => api.account.recoverStep1(body) });

/** Step 2: trades the code for a ticket. */
export const useRecoverStep2 = () =>
  useMutation({
    mutationFn: (body: RequestOf<typeof accountRoutes.recoverStep2>) => api.account.recoverStep2(body),
  });

/** Step 3: sets the new password with the ticket. */
export const useRecoverStep3 = () =>
  useMutation({
    mutationFn: (body: RequestOf<typeof accountRoutes.recoverStep3>) => api.account.recoverStep3(body),
  });
