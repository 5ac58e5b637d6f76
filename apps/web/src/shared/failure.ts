import { isApiError } from '../api/errors';
import { i18n } from '../i18n';
import { notify } from '../ui/toast';

/** The transport has usually told the member already (ApiError.handled); only the rest is toasted here. */
export function toastUnhandled(error: unknown): void {
  if (isApiError(error) && error.handled) return;
  notify(isApiError(error) ? error.message : i18n.t('errors.generic'));
}
