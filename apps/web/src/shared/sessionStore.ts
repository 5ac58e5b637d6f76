import type { LoginResult } from '@courtside/contract';
import { create } from 'zustand';
import { session as browserSession } from '../api/client';
import { USER_INFO_KEY } from '../api/session';

/** What the session keeps of the member (spec section 3: userInfo in session storage: name, id). */
export interface SessionMember {
  id: number;
  name: string;
}

interface SessionState {
  member: SessionMember | null;
  loggedIn: boolean;
  /** Stores the token and the member after login, register, activation or a password change. */
  signIn(result: LoginResult): void;
  /** Forgets the session on this device (the server side is the caller's business). */
  signOut(): void;
}

const readMember = (): SessionMember | null => {
  try {
    const raw = sessionStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionMember>;
    return typeof parsed.id === 'number' && typeof parsed.name === 'string'
      ? { id: parsed.id, name: parsed.name }
      : null;
  } catch {
    return null;
  }
};

/** Logged in means a token exists (spec section 4); the store mirrors it so the shell re-renders. */
export const useSession = create<SessionState>((set) => ({
  member: typeof window === 'undefined' ? null : readMember(),
  loggedIn: typeof window === 'undefined' ? false : Boolean(browserSession.getToken()),
  signIn(result) {
    browserSession.setToken(result.token);
    const member = { id: result.member.id, name: result.member.name };
    sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(member));
    set({ member, loggedIn: true });
  },
  signOut() {
    browserSession.clear();
    set({ member: null, loggedIn: false });
  },
}));
