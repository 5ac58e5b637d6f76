import type { RequestOf, routes } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidateMoney } from '../../../shared/balances';
import { moneyRetry } from '../../../shared/requestId';
import { paymentKeys } from './keys';

export type UsdtInfo = Awaited<ReturnType<typeof api.payment.usdtInfo>>;
export type UsdtConvertRequest = RequestOf<typeof routes.payment.usdtConvert>;

export const useUsdtInfo = () =>
  useQuery({ queryKey: paymentKeys.usdtInfo(), queryFn: () => api.payment.usdtInfo({}), staleTime: 5_000 });

export function useUsdtConvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UsdtConvertRequest) => api.payment.usdtConvert(request),
    ...moneyRetry,
    onSuccess: ({ rate, rmb, usdt }) => client.setQueryData(paymentKeys.usdtInfo(), { rate, rmb, usdt }),
    onSettled: () => invalidateMoney(client),
  });
}
