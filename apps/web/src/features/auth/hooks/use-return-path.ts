import { useLocation } from 'react-router';

const GOOGLE_RETURN_KEY = 'kerfline.returnTo';

/** Where to go after signing in: the page a guard sent the user away from (docs/product/accounts.md#sessions), or /. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Google's round trip leaves the app: the return path waits in sessionStorage meanwhile. */
export function rememberReturnPath(path: string) {
  try {
    sessionStorage.setItem(GOOGLE_RETURN_KEY, path);
  } catch {
    // storage disabled: the user lands on / instead
  }
}

export function takeRememberedReturnPath(): string {
  try {
    const path = sessionStorage.getItem(GOOGLE_RETURN_KEY);
    sessionStorage.removeItem(GOOGLE_RETURN_KEY);
    // Only paths inside this app, never another origin.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}
