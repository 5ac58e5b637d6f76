import type { SavingsTask, SavingsTaskCode } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { savingsKeys } from './keys';

export type { SavingsTask };

export const fetchSavingsTasks = (): Promise<SavingsTask[]> => api.savings.tasks({});

export const useSavingsTasks = () => useQuery({ queryKey: savingsKeys.tasks(), queryFn: fetchSavingsTasks });

/** Claims a task's reward; the answer is the new task list, and the reward lands in savings. */
export function useClaimTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: SavingsTaskCode) => api.savings.taskClaim({ code }),
    onSuccess: (tasks) => client.setQueryData(savingsKeys.tasks(), tasks),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: savingsKeys.info() }), invalidateMoney(client)]),
  });
}
