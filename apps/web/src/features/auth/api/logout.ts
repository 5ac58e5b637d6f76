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

export const useLogout = () => useMutation({ mutationFn: logout });
