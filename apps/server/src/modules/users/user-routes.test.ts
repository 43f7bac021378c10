// The user endpoints for every kind of caller (visitor, the user, another user, an
// admin), their JSON shapes (docs/product/accounts.md) and their refusals, on PGlite or PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCheckSchema,
  deletedCountSchema,
  errorBodySchema,
  modifiedCountSchema,
  tokenResponseSchema,
  userListSchema,
  userSchema,
} from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { users } from '../../db/schema/index';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [admin, user, other] = await Promise.all([
    createUser(t, { admin: true, name: 'Ada Admin' }),
    createUser(t, { name: 'Uma User' }),
    createUser(t, { name: 'Otto Other' }),
  ]);
});
afterAll(() => t.close());

type Caller = 'visitor' | 'user' | 'other' | 'admin';
const headersOf = (caller: Caller) =>
  caller === 'visitor' ? {} : { user, other, admin }[caller].auth;
const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const exists = async (id: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

interface Case {
  name: string;
  /** The request, about `target` (the user whose record is addressed). */
  request(target: TestUser): { method: 'GET' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expect: Record<Caller, number>;
  /** Writes get a fresh target per caller, so one caller's success cannot hide another's refusal. */
  writes?: boolean;
}

const cases: Case[] = [
  {
    name: 'GET /api/admin/{email}',
    request: (u) => ({ method: 'GET', url: `/api/admin/${u.email}` }),
    expect: { visitor: 401, user: 200, other: 403, admin: 200 },
  },
  {
    name: 'PUT /api/user/{email}',
    request: (u) => ({ method: 'PUT', url: `/api/user/${u.email}`, payload: { email: u.email, name: u.name, image: null } }),
    expect: { visitor: 401, user: 200, other: 403, admin: 403 },
  },
  {
    name: 'GET /api/user',
    request: () => ({ method: 'GET', url: '/api/user' }),
    expect: { visitor: 401, user: 403, other: 403, admin: 200 },
  },
  {
    name: 'PUT /api/user/admin/{email}',
    request: (u) => ({ method: 'PUT', url: `/api/user/admin/${u.email}` }),
    expect: { visitor: 401, user: 403, other: 403, admin: 200 },
    writes: true,
  },
  {
    name: 'DELETE /api/user/{id}',
    request: (u) => ({ method: 'DELETE', url: `/api/user/${u.id}` }),
    expect: { visitor: 401, user: 403, other: 403, admin: 200 },
    writes: true,
  },
  {
    name: 'GET /api/user-data?email=',
    request: (u) => ({ method: 'GET', url: `/api/user-data?email=${encodeURIComponent(u.email)}` }),
    expect: { visitor: 401, user: 200, other: 403, admin: 403 },
  },
  {
    name: 'PATCH /api/user/{id}',
    request: (u) => ({ method: 'PATCH', url: `/api/user/${u.id}`, payload: { name: 'Renamed Person', phone: '555-0100' } }),
    // Not yours is the same answer as absent (docs/product/api.md#errors): 404.
    expect: { visitor: 401, user: 200, other: 404, admin: 404 },
    writes: true,
  },
];

describe('access matrix', () => {
  for (const c of cases) {
    for (const caller of ['visitor', 'user', 'other', 'admin'] as const) {
      it(`${c.name} as ${caller} -> ${c.expect[caller]}`, async () => {
        // For writes the "user" is a fresh account, so nothing earlier changed it.
        let target = user;
        let headers = headersOf(caller);
        if (c.writes) {
          target = await createUser(t, { name: 'Wendy Target' });
          if (caller === 'user') headers = target.auth;
        }
        const res = await t.app.inject({ ...c.request(target), headers });
        expect(res.statusCode, res.body).toBe(c.expect[caller]);
        if (res.statusCode >= 400) {
          const body = errorBodySchema.parse(res.json());
          expect(body.error.code).toBe({ 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[res.statusCode]);
          // A refused write changed nothing.
          if (c.writes) {
            expect(await exists(target.id)).toBe(true);
            expect(await roleOf(target.id)).toBe('user');
            const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, target.id));
            expect(row?.name).toBe('Wendy Target');
          }
        }
      });
    }
  }
});

describe('GET /api/admin/{email}', () => {
  it('answers { admin } for yourself, and for anyone when an admin asks', async () => {
    let res = await t.app.inject({ url: `/api/admin/${user.email}`, headers: user.auth });
    expect(adminCheckSchema.strict().parse(res.json())).toEqual({ admin: false });
    res = await t.app.inject({ url: `/api/admin/${admin.email.toUpperCase()}`, headers: admin.auth });
    expect(res.json()).toEqual({ admin: true });
    res = await t.app.inject({ url: `/api/admin/${user.email}`, headers: admin.auth });
    expect(res.json()).toEqual({ admin: false });
    res = await t.app.inject({ url: '/api/admin/nobody@example.com', headers: admin.auth });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({ url: '/api/admin/not-an-email', headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('email');
  });
});

describe('PUT /api/user/{email}', () => {
  it('records name and image and answers the bearer token of the calling session', async () => {
    const me = await createUser(t, { name: 'Ian Image' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${me.email.toUpperCase()}`,
      headers: me.auth,
      payload: { email: me.email, name: 'Ian From Google', image: 'https://example.com/ian.png' },
    });
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    expect(body.token).toBe(me.token);
    expect(body.user).toEqual({
      _id: me.id,
      name: 'Ian From Google',
      email: me.email,
      image: 'https://example.com/ian.png',
      gender: 'Male',
      phone: '',
      address: '',
      education: '',
      linkedInLink: '',
      language: 'en',
    });
    // The token works as the accessToken of docs/product/accounts.md.
    const data = await t.app.inject({ url: `/api/user-data?email=${me.email}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(data.statusCode).toBe(200);
  });

  it('refuses a body e-mail that is not the caller, and malformed input', async () => {
    let res = await t.app.inject({ method: 'PUT', url: `/api/user/${user.email}`, headers: user.auth, payload: { email: other.email } });
    expect(res.statusCode).toBe(403);
    res = await t.app.inject({ method: 'PUT', url: `/api/user/${user.email}`, headers: user.auth, payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.email}`,
      headers: user.auth,
      payload: { email: user.email, image: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('image');
  });
});

describe('GET /api/user (admin)', () => {
  it('lists every user in the contract shape; role only on admins', async () => {
    const res = await t.app.inject({ url: '/api/user', headers: admin.auth });
    const list = userListSchema.parse(res.json());
    const byEmail = new Map(list.map((u) => [u.email, u]));
    expect(byEmail.get(admin.email)?.role).toBe('admin');
    expect(byEmail.get(user.email)).not.toHaveProperty('role');
    expect(byEmail.get(other.email)?.name).toBe('Otto Other');
    expect(Object.keys(byEmail.get(user.email)!).sort()).toEqual(Object.keys(userSchema.shape).filter((k) => k !== 'role').sort());
  });
});

describe('PUT /api/user/admin/{email} (admin)', () => {
  it('promotes once (modifiedCount 1), then reports nothing modified', async () => {
    const target = await createUser(t);
    let res = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${target.email}`, headers: admin.auth });
    expect(modifiedCountSchema.parse(res.json())).toEqual({ modifiedCount: 1 });
    expect(await roleOf(target.id)).toBe('admin');
    // The promoted user is an admin at once, with the session they already have.
    res = await t.app.inject({ url: `/api/admin/${target.email}`, headers: target.auth });
    expect(res.json()).toEqual({ admin: true });
    res = await t.app.inject({ url: '/api/user', headers: target.auth });
    expect(res.statusCode).toBe(200);
    res = await t.app.inject({ method: 'PUT', url: `/api/user/admin/${target.email}`, headers: admin.auth });
    expect(res.json()).toEqual({ modifiedCount: 0 });
  });

  it('404 for an unknown e-mail, 400 for a malformed one', async () => {
    let res = await t.app.inject({ method: 'PUT', url: '/api/user/admin/ghost@example.com', headers: admin.auth });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({ method: 'PUT', url: '/api/user/admin/ghost', headers: admin.auth });
    expect(res.statusCode).toBe(400);
  });
});

describe('DELETE /api/user/{id} (admin)', () => {
  it('deletes the user and ends their sessions', async () => {
    const target = await createUser(t);
    expect((await t.app.inject({ url: `/api/user-data?email=${target.email}`, headers: target.auth })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/${target.id}`, headers: admin.auth });
    expect(deletedCountSchema.parse(res.json())).toEqual({ deletedCount: 1 });
    expect(await exists(target.id)).toBe(false);
    const after = await t.app.inject({ url: `/api/user-data?email=${target.email}`, headers: target.auth });
    expect(after.statusCode).toBe(401);
    // And it is gone for good.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/user/${target.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });

  it('an admin cannot delete themself (409, which does not sign them out)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/${admin.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('conflict');
    expect(await exists(admin.id)).toBe(true);
  });

  it('400 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/42', headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('id');
  });
});

describe('GET /api/user-data and PATCH /api/user/{id}: your own profile', () => {
  it('starts with the defaults of docs/product/accounts.md and saves every editable field', async () => {
    const me = await createUser(t, { name: 'Pat Profile' });
    let res = await t.app.inject({ url: `/api/user-data?email=${me.email}`, headers: me.auth });
    expect(userSchema.parse(res.json())).toMatchObject({ gender: 'Male', phone: '', education: '', linkedInLink: '', language: 'en' });
    expect(res.json()).not.toHaveProperty('role');

    const update = {
      name: '  Pat Edited ',
      gender: 'Female',
      education: 'BSc Mechanical Engineering',
      phone: '+1 555 0100',
      address: '1 Saw Lane, Portland',
      linkedInLink: 'https://www.linkedin.com/in/pat',
      image: 'https://example.com/pat.png',
      language: 'fr',
      email: me.email,
    };
    res = await t.app.inject({ method: 'PATCH', url: `/api/user/${me.id}`, headers: me.auth, payload: update });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    res = await t.app.inject({ url: `/api/user-data?email=${me.email}`, headers: me.auth });
    expect(res.json()).toEqual({ ...update, name: 'Pat Edited', _id: me.id });
  });

  it('never changes role or e-mail, and checks every field', async () => {
    const me = await createUser(t);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/user/${me.id}`, headers: me.auth, payload });
    let res = await patch({ name: 'Mallory', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(await roleOf(me.id)).toBe('user');
    res = await patch({ name: 'Mallory', email: 'someone-else@example.com' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('email');
    res = await patch({ name: 'M' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.fields).toEqual({ name: 'Minimum Four Characters' });
    res = await patch({ name: 'Mallory', gender: 'Other' });
    expect(res.statusCode).toBe(400);
    res = await patch({ name: 'Mallory', linkedInLink: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    res = await patch({});
    expect(res.statusCode).toBe(400);
    res = await t.app.inject({ method: 'PATCH', url: '/api/user/not-a-uuid', headers: me.auth, payload: { name: 'Mallory' } });
    expect(res.statusCode).toBe(400);
    res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/00000000-0000-4000-8000-000000000000',
      headers: me.auth,
      payload: { name: 'Mallory' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('400 for a missing or malformed e-mail query', async () => {
    let res = await t.app.inject({ url: '/api/user-data', headers: user.auth });
    expect(res.statusCode).toBe(400);
    res = await t.app.inject({ url: '/api/user-data?email=nope', headers: user.auth });
    expect(res.statusCode).toBe(400);
  });
});
