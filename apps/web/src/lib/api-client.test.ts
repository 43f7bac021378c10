// When a refusal ends the session (docs/product/api.md#errors): only a 401 or 403 of the token this browser
// still holds. A query sent after a sign-out (no token) or with a token since replaced must not
// send the browser to /login (it did, after an account deletion).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from './access-token';
import { apiRequest, setUnauthorizedHandler } from './api-client';

const store = new Map<string, string>();
let onUnauthorized: ReturnType<typeof vi.fn<(status: number) => void>>;

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  onUnauthorized = vi.fn<(status: number) => void>();
  setUnauthorizedHandler(onUnauthorized);
});
afterEach(() => vi.unstubAllGlobals());

/** fetch answers `status`; `during` runs while the request is on its way. */
function serverAnswers(status: number, during: () => void = () => {}) {
  const sent: (string | undefined)[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push((init.headers as Record<string, string>).authorization);
    during();
    return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in first' } }), { status });
  });
  return sent;
}

describe('a refused request', () => {
  it('of the session held now signs out (401 and 403)', async () => {
    setAccessToken('token-a');
    const sent = serverAnswers(401);
    await expect(apiRequest('/cart')).rejects.toMatchObject({ status: 401, message: 'Sign in first' });
    expect(sent).toEqual(['Bearer token-a']);
    serverAnswers(403);
    await expect(apiRequest('/admin/overview')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('sent with no token says nothing about a session', async () => {
    const sent = serverAnswers(401);
    await expect(apiRequest('/cart')).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([undefined]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('of a token replaced or dropped while it ran leaves the new session alone', async () => {
    setAccessToken('token-a');
    serverAnswers(401, () => setAccessToken('token-b'));
    await expect(apiRequest('/cart')).rejects.toMatchObject({ status: 401 });
    serverAnswers(401, () => setAccessToken(null));
    setAccessToken('token-a');
    await expect(apiRequest('/cart')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('of a sign-in call (/auth/...) is the form’s answer, not a session ending', async () => {
    setAccessToken('token-a');
    serverAnswers(401);
    await expect(apiRequest('/auth/change-password', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
