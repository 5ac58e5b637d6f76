import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { AlertHost } from '../shared/modals/AlertHost';
import { LiveSync } from './LiveSync';
import { SafetyVerifyHost } from './modals/SafetyVerifyHost';
import { queryClient } from './queryClient';
import type { AppRouter } from './router';
import { ToastHost } from './ToastHost';

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AlertHost />
        <SafetyVerifyHost />
        <LiveSync />
        <ToastHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
