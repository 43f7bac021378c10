import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigSchema, errorBodySchema, tokenResponseSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-test-ip': '1', ...headers } });

describe('e-mail sign-up and sign-in through /api/auth', () => {
  it('signs up, signs in and exchanges the session for the accessToken', async () => {
    const up = await post('/api/auth/sign-up/email', { name: 'Ada', email: 'Ada@Example.com', password: 'secret-pw' });
    expect(up.statusCode).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'secret-pw' });
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json() as { token: string };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ada@example.com',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'ada@example.com', name: 'Ada', image: null },
    });
    expect(put.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(put.json());
    expect(body.user).toMatchObject({ email: 'ada@example.com', name: 'Ada', gender: 'Male' });
    expect(body.user.role).toBeUndefined();
  });

  it('reports Google as unavailable, with the reason, when it is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    const body = authConfigSchema.parse(res.json());
    expect(body.google.available).toBe(false);
    expect(body.google.reason).toMatch(/GOOGLE_CLIENT_ID/);
  });

  it('validates with the contract messages', async () => {
    const res = await post('/api/auth/sign-up/email', { name: '', email: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.fields).toEqual({
      name: 'Name is Required',
      email: 'Provide a valid Email',
      password: 'Must be 6 characters or longer',
    });
  });
});
