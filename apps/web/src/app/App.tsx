import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AlertHost } from '../shared/modals/AlertHost';
import { LiveSync } from './LiveSync';
import { SafetyVerifyHost } from './modals/SafetyVerifyHost';
import { queryClient } from './queryClient';
import type { AppRouter } from './router';
import { ToastHost } from './ToastHost';

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AlertHost />
      <SafetyVerifyHost />
      <LiveSync />
      <ToastHost />
    </QueryClientProvider>
  );
}
