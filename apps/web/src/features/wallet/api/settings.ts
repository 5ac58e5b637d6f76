import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { walletKeys } from './keys';

export const useAutoTransfer = () =>
  useQuery({ queryKey: walletKeys.autoTransfer(), queryFn: () => api.wallet.autoTransferGet({}) });

export function useSetAutoTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.wallet.autoTransferSet({ enabled }),
    onSuccess: (status) => client.setQueryData(walletKeys.autoTransfer(), status),
  });
}

export const useWalletType = () =>
  useQuery({ queryKey: walletKeys.walletType(), queryFn: () => api.wallet.walletTypeGet({}) });
