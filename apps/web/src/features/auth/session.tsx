// The signed-in session as the UI sees it. Issue 3 fills this in (better-auth sign-in, the
// PUT /api/user/{email} token exchange, admin check); until then nobody is signed in.
import { createContext, useContext, type ReactNode } from 'react';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

export interface SessionState {
  user: SessionUser | null;
  /** True until we know whether someone is signed in. */
  isLoading: boolean;
  isAdmin: boolean;
  adminLoading: boolean;
  signOut(): Promise<void>;
}

const visitor: SessionState = {
  user: null,
  isLoading: false,
  isAdmin: false,
  adminLoading: false,
  signOut: async () => {},
};

const SessionContext = createContext<SessionState>(visitor);

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={visitor}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
