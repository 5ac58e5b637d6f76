import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { appEffects } from '../../../app/apiEffects';

/**
 * Logs out on the server, then forgets the session here whatever the server said: a member who
 * pressed logout must not stay logged in because the line dropped.
 */
export const logout = async (): Promise<void> => {
  try {
    await api.account.logout({});
  } finally {
    appEffects.clearSession();
  }
};

export const useLogout = () => useMutation({ mutationFn: logout });
