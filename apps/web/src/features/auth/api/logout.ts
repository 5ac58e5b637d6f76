import { useMutation } from '@tanstack/react-query';
import { api, clearSession } from '../../../api/client';
import { useSession } from '../../../shared/sessionStore';

/**
 * Logs out on the server, then forgets the session here whatever the server said: a member who
 * pressed logout must not stay logged in because the line dropped. The store is signed out here so
 * the header follows at once; the installed effects then drop the member's cached data.
 */
export const logout = async (): Promise<void> => {
  try {
    await api.account.logout({});
  } finally {
    useSession.getState().signOut();
    clearSession();
  }
};

/**
 * `onSettled` is given to the mutation itself, not to mutate(): logging out unmounts the button that
 * asked (the header switches to the visitor's), and mutate()'s callbacks would then never run.
 */
export const useLogout = (onSettled?: () => void) => useMutation({ mutationFn: logout, onSettled });
