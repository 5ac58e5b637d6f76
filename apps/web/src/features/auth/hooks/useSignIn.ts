import type { LoginResult } from '@courtside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/sessionStore';

/** Stores the session, refreshes what was read as a visitor, and moves on (replacing the form in history). */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (result: LoginResult, to: string) => {
    useSession.getState().signIn(result);
    void queryClient.invalidateQueries();
    void navigate(to, { replace: true });
  };
}
