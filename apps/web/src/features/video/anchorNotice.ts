import { anchorClickNotice } from '@courtside/domain';
import type { TFunction } from '../../i18n';
import { notify } from '../../ui/toast';

/**
 * Spec sections 4 and 8: a click on an anchor that has not started (On0) or is away (On2) shows a
 * toast instead of opening the stream. True when it did, so the caller stops there.
 */
export function toastAnchorStatus(status: string, t: TFunction): boolean {
  const notice = anchorClickNotice(status);
  if (!notice) return false;
  notify(t(`live.toasts.${notice}`));
  return true;
}
