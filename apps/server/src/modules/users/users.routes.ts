import {
  AdminListUsersQuery,
  AdminSuspendUser,
  AdminUserDetail,
  AdminUserIdParams,
  AdminUserList,
  AdminUserStatusAnswer,
  ChangePassword,
  EmptyBody,
  MessageAnswer,
  SessionAnswer,
  SessionView,
  UpdateLanguage,
  UpdateProfile,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authHeaders, forwardCookies } from '../auth/auth.plugin';
import * as users from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ ...app.deps, auth: app.auth });

  // The web app's session hook: always 200, `session` null when signed out.
  app.get(
    '/session',
    {
      config: { audience: 'public' },
      schema: { summary: 'Who is signed in (null when nobody)', response: { 200: SessionAnswer } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { session: await users.getSessionView(deps(), request.actor) };
    },
  );

  app.get(
    '/me',
    {
      config: { audience: 'buyer' },
      schema: { summary: 'My account, roles and manufacturer application', response: { 200: SessionView } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.getMe(deps(), request.actor);
    },
  );

  app.patch(
    '/me',
    {
      config: { audience: 'buyer' },
      schema: { summary: 'Update my profile', body: UpdateProfile, response: { 200: SessionView } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.updateMe(deps(), request.actor, request.body);
    },
  );

  app.put(
    '/me/language',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'Choose the language of my screens, e-mails and notifications (D40: en or hi)',
        body: UpdateLanguage,
        response: { 200: SessionView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.setMyLanguage(deps(), request.actor, request.body);
    },
  );

  app.post(
    '/me/password',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'Change my password (checks the current one, ends my other sessions)',
        body: ChangePassword,
        response: { 200: MessageAnswer },
      },
    },
    async (request, reply) => {
      const headers = await users.changePassword(deps(), request.actor, request.body, authHeaders(request));
      forwardCookies(reply, headers);
      return { message: 'Password updated successfully' };
    },
  );

  const admin = { audience: 'admin' } as const;

  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        summary: 'Users, searched and filtered',
        querystring: AdminListUsersQuery,
        response: { 200: AdminUserList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.listUsers(deps(), request.actor, request.query);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        summary: 'One user: profile, manufacturers, quote request count and activity (D28)',
        params: AdminUserIdParams,
        response: { 200: AdminUserDetail },
      },
    },
    async (request) => users.getUserDetail(deps(), request.actor, request.params.id),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: admin,
      schema: {
        summary: 'Suspend a user (a reason is required; their sessions end at once)',
        params: AdminUserIdParams,
        body: AdminSuspendUser,
        response: { 200: AdminUserStatusAnswer },
      },
    },
    async (request) => users.suspendUser(deps(), request.actor, request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      config: admin,
      schema: {
        summary: 'Reactivate a suspended user',
        params: AdminUserIdParams,
        body: EmptyBody,
        response: { 200: AdminUserStatusAnswer },
      },
    },
    async (request) => users.reactivateUser(deps(), request.actor, request.params.id),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a user (soft: anonymised, quote history kept, D6)',
        params: AdminUserIdParams,
        response: { 200: AdminUserStatusAnswer },
      },
    },
    async (request) => users.deleteUser(deps(), request.actor, request.params.id),
  );
};
