import type { RequestOf, routes } from '@courtside/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bindingKeys } from '../../../shared/bindingKeys';
import { paymentKeys } from './keys';

export type BankCard = Awaited<ReturnType<typeof api.payment.cardList>>[number];
export type WithdrawAddressItem = Awaited<ReturnType<typeof api.payment.addressList>>[number];
export type InsertCardRequest = RequestOf<typeof routes.payment.cardInsert>;
export type InsertAddressRequest = RequestOf<typeof routes.payment.addressInsert>;

export const useBanks = () =>
  useQuery({ queryKey: paymentKeys.banks(), queryFn: () => api.payment.bankList({}), staleTime: 300_000 });
export const useCards = () => useQuery({ queryKey: paymentKeys.cards(), queryFn: () => api.payment.cardList({}) });
export const useAddresses = () =>
  useQuery({ queryKey: paymentKeys.addresses(), queryFn: () => api.payment.addressList({}) });
export const useAddressWhitelist = () =>
  useQuery({ queryKey: paymentKeys.whitelist(), queryFn: () => api.payment.addressWhitelist({}) });

/**
 * The withdraw page lists the same destinations, and the member centre counts the USDT addresses, so
 * both read them again after a change.
 */
const afterChange = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: paymentKeys.withdrawPrepare() }),
    client.invalidateQueries({ queryKey: bindingKeys.usdt() }),
    client.invalidateQueries({ queryKey: bindingKeys.bindSteps() }),
  ]);

export function useInsertCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: InsertCardRequest) => api.payment.cardInsert(request),
    onSuccess: (cards) => {
      client.setQueryData(paymentKeys.cards(), cards);
      void afterChange(client);
    },
  });
}

export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof routes.payment.cardDelete>) => api.payment.cardDelete(request),
    onSuccess: (cards) => {
      client.setQueryData(paymentKeys.cards(), cards);
      void afterChange(client);
    },
  });
}

export function useInsertAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: InsertAddressRequest) => api.payment.addressInsert(request),
    onSuccess: (addresses) => {
      client.setQueryData(paymentKeys.addresses(), addresses);
      void afterChange(client);
    },
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof routes.payment.addressDelete>) => api.payment.addressDelete(request),
    onSuccess: (addresses) => {
      client.setQueryData(paymentKeys.addresses(), addresses);
      void afterChange(client);
    },
  });
}
