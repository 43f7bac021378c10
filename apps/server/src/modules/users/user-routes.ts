// The user endpoints of docs/product/accounts.md. Every route names who may call it (config.access) and checks
// ownership itself: the e-mail or id in the path must be the caller's own unless the route is
// admin-only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  adminCheckSchema,
  deletedCountSchema,
  emailParamsSchema,
  emailQuerySchema,
  errorBodySchema,
  idParamsSchema,
  modifiedCountSchema,
  profileUpdateSchema,
  successSchema,
  tokenResponseSchema,
  upsertUserSchema,
  userListSchema,
  userSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import {
  deleteUser,
  exportAccount,
  findUserByEmail,
  findUserById,
  listUsers,
  makeAdmin,
  sessionToken,
  syncIdentity,
  updateProfile,
} from './user-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; orderTtlMs: number }> = async (app, { db, orderTtlMs }) => {
  app.get(
    '/admin/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Is this e-mail an admin? (your own, or anyone for an admin)',
        params: emailParamsSchema,
        response: { 200: adminCheckSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      if (request.params.email === me.email) return { admin: me.role === 'admin' };
      if (me.role !== 'admin') throw forbidden('You can only ask about your own account');
      const user = await findUserByEmail(db, request.params.email);
      if (!user) throw notFound('No user with this e-mail');
      return { admin: user.role === 'admin' };
    },
  );

  app.put(
    '/user/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'After sign-in: record name and image, get the bearer token (accessToken)',
        params: emailParamsSchema,
        body: upsertUserSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      if (request.params.email !== me.email || request.body.email !== me.email) {
        throw forbidden('You can only sign in as yourself');
      }
      await syncIdentity(db, me.id, request.body);
      const [token, user] = await Promise.all([sessionToken(db, me.sessionId), findUserById(db, me.id)]);
      // Both vanish only if the session or user was deleted while this request ran.
      if (!token || !user) throw unauthorized();
      return { token, user };
    },
  );

  app.get(
    '/user',
    {
      config: { access: 'admin' },
      schema: { tags: ['users'], summary: 'All users (admin)', response: { 200: userListSchema, ...errors } },
    },
    async () => listUsers(db),
  );

  app.put(
    '/user/admin/:email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Make a user an admin (admin)',
        params: emailParamsSchema,
        response: { 200: modifiedCountSchema, ...errors },
      },
    },
    async (request) => {
      const modifiedCount = await makeAdmin(db, request.params.email, request.user!);
      if (modifiedCount === undefined) throw notFound('No user with this e-mail');
      return { modifiedCount };
    },
  );

  app.delete(
    '/user/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Delete a user and end their sessions (admin; not yourself)',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      // 409, not 403: a 403 would sign the admin out in the browser (docs/product/accounts.md).
      if (request.params.id === request.user!.id) throw conflict('You cannot delete your own account');
      const deletedCount = await deleteUser(db, request.params.id, request.user!);
      if (!deletedCount) throw notFound('User not found');
      return { deletedCount };
    },
  );

  app.get(
    '/user-data',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Your profile',
        querystring: emailQuerySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      if (request.query.email !== me.email) throw forbidden('You can only read your own profile');
      const user = await findUserById(db, me.id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.patch(
    '/user/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Edit your profile (role and e-mail cannot be changed here)',
        params: idParamsSchema,
        body: profileUpdateSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      // "Absent or not yours" is one answer (docs/product/api.md#errors): nobody learns which ids exist.
      if (request.params.id !== me.id) throw notFound('User not found');
      const { email } = request.body;
      if (email !== undefined && email.trim().toLowerCase() !== me.email) {
        throw badRequest('email: The e-mail address cannot be changed here', {
          email: 'The e-mail address cannot be changed here',
        });
      }
      await updateProfile(db, me.id, request.body);
      return { success: true as const };
    },
  );

  // My account: the caller's own data, and the caller's own deletion. No id in the path:
  // these act on whoever is signed in, so there is nobody else's to guess.
  app.get(
    '/account/export',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Download everything the store keeps about you: profile, orders, reviews (JSON)',
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(db, request.user!.id, orderTtlMs);
      if (!data) throw unauthorized();
      reply.header('content-disposition', 'attachment; filename="kerfline-my-data.json"');
      return data;
    },
  );

  app.delete(
    '/account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Delete your account: sessions end, orders stay without your personal fields, reviews under 'Former customer'",
        response: { 200: successSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      // As for DELETE /user/{id}: an admin is removed by another admin, so the store keeps one.
      if (me.role === 'admin') throw conflict('An admin account cannot delete itself; ask another admin');
      await deleteUser(db, me.id);
      return { success: true as const };
    },
  );
};
