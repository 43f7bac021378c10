// The signed-in session as the UI sees it (docs/product/accounts.md). The accessToken in
// localStorage is the session: present -> we ask the server who it belongs to (better-auth's
// get-session) and whether that e-mail is an admin (GET /api/admin/{email}). Tabs share it through
// the storage event. It lives in lib/ because every feature needs to know who is signed in (features
// never import each other); sign-in itself is features/auth. This module is in the first-view
// bundle, so it uses plain fetch (apiRequest), not the better-auth client, and reads through
// lib/query-port (a public page's first view has no query library).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AdminCheck, AuthSession } from '@store/contract';
import { getAccessToken, setAccessToken, subscribeAccessToken } from './access-token';
import { apiRequest } from './api-client';
import { useAppQuery, useQueryPort } from './query-port';
import { queryKeys } from './query-keys';

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
  /** True while the admin check for a signed-in user is pending (false for visitors). */
  adminLoading: boolean;
  /** Ends the session on the server, forgets the token in every tab and clears cached data. */
  signOut(): Promise<void>;
  /** Starts a session from a token the server handed out (PUT /api/user/{email}). */
  completeSignIn(token: string, user: SessionUser): void;
}

/** better-auth's GET /api/auth/get-session: `null` when the token is unknown, expired or revoked. */
async function fetchSessionUser(token: string): Promise<SessionUser | null> {
  const data = await apiRequest<AuthSession>('/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!data?.user) return null;
  const { id, email, name, image } = data.user;
  return { id, email, name, image: image ?? null };
}

/** docs/product/accounts.md: GET /admin/{email} -> { admin }. */
const fetchIsAdmin = (email: string) =>
  apiRequest<AdminCheck>(`/admin/${encodeURIComponent(email)}`).then((r) => r.admin);

/** Ends the server session behind `token`; best effort (the token is forgotten locally anyway). */
async function endServerSession(token: string | null) {
  try {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    // offline: the session expires on its own
  }
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(getAccessToken);
  useEffect(() => subscribeAccessToken(setToken), []);

  const port = useQueryPort();
  const session = useAppQuery({
    queryKey: queryKeys.auth.session(token),
    queryFn: () => fetchSessionUser(token!),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  const user = token ? (session.data ?? null) : null;

  // A token the server no longer knows (revoked, expired, user deleted) is dropped everywhere.
  useEffect(() => {
    if (token && session.isSuccess && session.data === null) setAccessToken(null);
  }, [token, session.isSuccess, session.data]);

  const admin = useAppQuery({
    queryKey: queryKeys.auth.isAdmin(user?.email ?? null),
    queryFn: () => fetchIsAdmin(user!.email),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });

  const signOut = useCallback(async () => {
    const current = getAccessToken();
    setAccessToken(null);
    port.clear();
    await endServerSession(current);
  }, [port]);

  const completeSignIn = useCallback((newToken: string, newUser: SessionUser) => {
    port.setQueryData(queryKeys.auth.session(newToken), newUser);
    setAccessToken(newToken);
  }, [port]);

  const value = useMemo<SessionState>(
    () => ({
      user,
      isLoading: token !== null && session.isPending,
      isAdmin: user !== null && admin.data === true,
      adminLoading: user !== null && admin.isPending,
      signOut,
      completeSignIn,
    }),
    [user, token, session.isPending, admin.data, admin.isPending, signOut, completeSignIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs <SessionProvider> above it');
  return session;
}
