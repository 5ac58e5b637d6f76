import type { ErrorEffects } from '../api/effects';
import { showAlert } from '../shared/modals/alertStore';
import { appNavigate } from '../shared/navigator';
import { useSession } from '../shared/sessionStore';
import { notify } from '../ui/toast';
import { queryClient } from './queryClient';

/** A logged-out member's data must not linger: listeners (and later the account store) drop it. */
export const LOGOUT_EVENT = 'cs:logout';

/** The API client's side effects, wired to the router, sonner and the alert modal. */
export const appEffects: ErrorEffects = {
  navigate: (to, options) => appNavigate(to, options),
  toast: (message, options) => notify(message, options?.durationMs),
  alert: (options) => showAlert(options),
  clearSession: () => {
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    queryClient.removeQueries({ queryKey: ['savings'] });
    queryClient.removeQueries({ queryKey: ['promo'] });
    queryClient.removeQueries({ queryKey: ['gift'] });
    queryClient.removeQueries({ queryKey: ['rg'] });
    window.dispatchEvent(new Event(LOGOUT_EVENT));
  },
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
};
