import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { siteKeys } from './keys';

export type CustomerServiceConfig = Awaited<ReturnType<typeof api.site.customerServiceConfig>>;

export const fetchCustomerService = (): Promise<CustomerServiceConfig> => api.site.customerServiceConfig({});

export const useCustomerService = () =>
  useQuery({ queryKey: siteKeys.customerService(), queryFn: fetchCustomerService, staleTime: 5 * 60_000 });
