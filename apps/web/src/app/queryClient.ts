import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * Server state. Failures are already shown by the API client, so queries do not retry business
 * errors; one quiet retry covers a dropped connection.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 1 && isApiError(error) && (error.failure === 'network' || error.failure === 'timeout'),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
