import { session } from '../../api/client';
import { i18n } from '../../i18n';
import { appNavigate } from '../navigator';
import { showAlert } from './alertStore';

/** Logged in means an auth token exists (spec section 4). */
export const isLoggedIn = (): boolean => Boolean(session.getToken());

export interface RequireLoginOptions {
  /** Where the member goes after OK: the login page (default) or home. */
  then?: 'login' | 'home';
  /** The page to come back to after login; defaults to the current page. */
  fromPage?: string;
}

/**
 * The not-logged-in warm reminder (spec section 2): title 温馨提示, one OK button, then to /login
 * (with fromPage) or home. Returns true when the member is logged in and may carry on.
 */
export function requireLogin(options: RequireLoginOptions = {}): boolean {
  if (isLoggedIn()) return true;
  const fromPage = options.fromPage ?? `${window.location.pathname}${window.location.search}`;
  showAlert({
    title: i18n.t('common.warmTips'),
    message: i18n.t('auth.requireLogin'),
    onOk: () => appNavigate(options.then === 'home' ? '/app/home' : `/login?fromPage=${encodeURIComponent(fromPage)}`),
  });
  return false;
}

/** Any other modal alert: warm-tips title and an OK button returning to /app/home (spec section 2). */
export function alertThenHome(message: string): void {
  showAlert({ title: i18n.t('common.warmTips'), message, onOk: () => appNavigate('/app/home') });
}
