import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n';
import { ErrorState } from '../ui/States';

/** A page that failed to load or render (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorState description={t('common.errorText')} onRetry={() => window.location.reload()} testId="route-error" />
  );
}
