// D46: a manufacturer firm's team (members, roles, invitations, hand-over), an invitation's link,
// and the firm switcher. Each handler makes one service call; who may is asked of the access module.
import {
  AcceptedInvitation,
  ChangeMemberRole,
  ChooseFirm,
  EmptyBody,
  FirmInvitationParams,
  FirmInvitationView,
  FirmMemberParams,
  HandOverFirm,
  InvitationLinkView,
  InvitationTokenParams,
  InviteMember,
  StoreIdParams,
  TeamView,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIRM_COOKIE } from '../auth/auth.plugin';
import * as firms from './firms.service';

const Removed = z.null().describe('Done');
const ChosenFirm = z.object({ manufacturerId: z.number().int().nullable() });

export const firmRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const secure = app.deps.config.publicUrl.startsWith('https://');

  app.get(
    '/vendor/manufacturers/:id/team',
    {
      config: { audience: 'vendor', permission: 'team.read' },
      schema: {
        summary: "My firm's members and their roles (and, for its owner, the open invitations)",
        params: StoreIdParams,
        response: { 200: TeamView },
      },
    },
    async (request) => firms.team(deps, request.actor, request.params.id),
  );

  app.post(
    '/vendor/manufacturers/:id/invitations',
    {
      config: { audience: 'vendor', permission: 'team.manage' },
      schema: {
        summary: 'Invite a person by e-mail to a role in my firm (a link valid 7 days, used once)',
        params: StoreIdParams,
        body: InviteMember,
        response: { 201: FirmInvitationView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await firms.invite(deps, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/vendor/manufacturers/:id/invitations/:invitationId/resend',
    {
      config: { audience: 'vendor', permission: 'team.manage' },
      schema: {
        summary: 'Send an open invitation again with a new link, valid 7 days from now',
        params: FirmInvitationParams,
        body: EmptyBody,
        response: { 200: FirmInvitationView },
      },
    },
    async (request) => firms.resend(deps, request.actor, request.params.id, request.params.invitationId),
  );

  app.delete(
    '/vendor/manufacturers/:id/invitations/:invitationId',
    {
      config: { audience: 'vendor', permission: 'team.manage' },
      schema: {
        summary: 'Revoke an open invitation: its link stops working',
        params: FirmInvitationParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await firms.revoke(deps, request.actor, request.params.id, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/vendor/manufacturers/:id/members/:userId',
    {
      config: { audience: 'vendor', permission: 'team.manage' },
      schema: {
        summary: "Change a member's role (the firm keeps an owner)",
        params: FirmMemberParams,
        body: ChangeMemberRole,
        response: { 200: TeamView },
      },
    },
    async (request) =>
      firms.changeRole(deps, request.actor, request.params.id, request.params.userId, request.body),
  );

  app.delete(
    '/vendor/manufacturers/:id/members/:userId',
    {
      config: { audience: 'vendor', permission: 'team.manage' },
      schema: {
        summary: 'Remove a member: their access ends with their next request (the firm keeps an owner)',
        params: FirmMemberParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await firms.removeMember(deps, request.actor, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vendor/manufacturers/:id/leave',
    {
      config: { audience: 'vendor', permission: 'team.read' },
      schema: {
        summary: 'Leave the firm (its last owner hands ownership over first)',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await firms.removeMember(deps, request.actor, request.params.id, request.actor!.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vendor/manufacturers/:id/owner',
    {
      config: { audience: 'vendor', permission: 'team.manage' },
      schema: {
        summary: 'Hand ownership over to a member (the previous owner stays with the role chosen)',
        params: StoreIdParams,
        body: HandOverFirm,
        response: { 200: TeamView },
      },
    },
    async (request) => firms.handOver(deps, request.actor, request.params.id, request.body),
  );

  app.get(
    '/invitations/:token',
    {
      config: { audience: 'public' },
      schema: {
        summary: "An invitation's link: the firm, the role, the address and whether it still works",
        params: InvitationTokenParams,
        response: { 200: InvitationLinkView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return firms.invitationOfLink(deps, request.params.token);
    },
  );

  app.post(
    '/me/invitations/:token/accept',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'Accept an invitation to a firm, signed in with the invited address (used once)',
        params: InvitationTokenParams,
        body: EmptyBody,
        response: { 200: AcceptedInvitation },
      },
    },
    async (request) => firms.accept(deps, request.actor, request.params.token),
  );

  app.put(
    '/me/firm',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'Choose the manufacturer firm I act for (null: all of mine)',
        body: ChooseFirm,
        response: { 200: ChosenFirm },
      },
    },
    async (request, reply) => {
      const chosen = await firms.chooseFirm(deps, request.actor, request.body.manufacturerId);
      const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      reply.header(
        'set-cookie',
        chosen === null ? `${FIRM_COOKIE}=; Max-Age=0; ${flags}` : `${FIRM_COOKIE}=${chosen}; ${flags}`,
      );
      return { manufacturerId: chosen };
    },
  );
};
