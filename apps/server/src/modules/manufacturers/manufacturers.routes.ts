import {
  AdminApprovedManufacturerApplication,
  AdminApproveManufacturerApplication,
  AdminAttachManufacturerOwner,
  AdminCreateManufacturer,
  AdminListManufacturerApplicationsQuery,
  AdminListManufacturersQuery,
  AdminManufacturer,
  AdminManufacturerApplication,
  AdminManufacturerApplicationList,
  AdminManufacturerDeleted,
  AdminManufacturerList,
  AdminRejectManufacturerApplication,
  AdminSetManufacturerPremium,
  AdminSetManufacturerStatus,
  AdminUpdateManufacturer,
  EmptyBody,
  ManufacturerApplicationIdParams,
  ManufacturerIdParams,
  ManufacturerProfile,
  ManufacturerUpdateProfile,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as approvals from './approvals.service';
import * as manufacturers from './manufacturers.service';

const Removed = z.null().describe('Removed');

/** Admin manufacturer management (/admin/vendors), approvals (/admin/vendor-approvals) and panel Settings. */
export const manufacturerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage, mail: app.deps.mail, config: app.deps.config };
  const admin = { audience: 'admin' } as const;

  // ---------------------------------------------------------------- manufacturers (admin)

  app.get(
    '/admin/manufacturers',
    {
      config: admin,
      schema: {
        summary: 'Manufacturers, searched, filtered by status and premium, one page at a time',
        querystring: AdminListManufacturersQuery,
        response: { 200: AdminManufacturerList },
      },
    },
    async (request) => manufacturers.listManufacturers(deps, request.actor, request.query),
  );

  app.post(
    '/admin/manufacturers',
    {
      config: admin,
      schema: {
        summary: 'Create a manufacturer (no owner yet, D7)',
        body: AdminCreateManufacturer,
        response: { 201: AdminManufacturer },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await manufacturers.createManufacturer(deps, request.actor, request.body)),
  );

  app.get(
    '/admin/manufacturers/:id',
    {
      config: admin,
      schema: {
        summary: 'One manufacturer with its GSTIN check, owner and counts',
        params: ManufacturerIdParams,
        response: { 200: AdminManufacturer },
      },
    },
    async (request) => manufacturers.getManufacturer(deps, request.actor, request.params.id),
  );

  app.put(
    '/admin/manufacturers/:id',
    {
      config: admin,
      schema: {
        summary: 'Edit every field of a manufacturer over the version the form loaded (D29)',
        params: ManufacturerIdParams,
        body: AdminUpdateManufacturer,
        response: { 200: AdminManufacturer },
      },
    },
    async (request) => manufacturers.updateManufacturer(deps, request.actor, request.params.id, request.body),
  );

  app.put(
    '/admin/manufacturers/:id/premium',
    {
      config: admin,
      schema: {
        summary: "Mark a manufacturer premium (home page 'Our Trusted Manufacturers') or not",
        params: ManufacturerIdParams,
        body: AdminSetManufacturerPremium,
        response: { 200: AdminManufacturer },
      },
    },
    async (request) =>
      manufacturers.setPremium(deps, request.actor, request.params.id, request.body.isPremium),
  );

  app.put(
    '/admin/manufacturers/:id/status',
    {
      config: admin,
      schema: {
        summary: 'Suspend a manufacturer (hidden with its products) or activate it again',
        params: ManufacturerIdParams,
        body: AdminSetManufacturerStatus,
        response: { 200: AdminManufacturer },
      },
    },
    async (request) => manufacturers.setStatus(deps, request.actor, request.params.id, request.body.status),
  );

  app.put(
    '/admin/manufacturers/:id/owner',
    {
      config: admin,
      schema: {
        summary: 'Attach an existing account, by e-mail, as the owner (D7)',
        params: ManufacturerIdParams,
        body: AdminAttachManufacturerOwner,
        response: { 200: AdminManufacturer },
      },
    },
    async (request) => manufacturers.attachOwner(deps, request.actor, request.params.id, request.body.email),
  );

  app.delete(
    '/admin/manufacturers/:id/owner',
    {
      config: admin,
      schema: {
        summary: 'Detach the owner account',
        params: ManufacturerIdParams,
        response: { 200: AdminManufacturer },
      },
    },
    async (request) => manufacturers.detachOwner(deps, request.actor, request.params.id),
  );

  app.delete(
    '/admin/manufacturers/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a manufacturer (soft while products or quote requests point at it)',
        params: ManufacturerIdParams,
        response: { 200: AdminManufacturerDeleted },
      },
    },
    async (request) => manufacturers.deleteManufacturer(deps, request.actor, request.params.id),
  );

  // ---------------------------------------------------------------- manufacturer approvals (admin)

  app.get(
    '/admin/vendor-applications',
    {
      config: admin,
      schema: {
        summary: 'Manufacturer applications of one status, with the count of each status',
        querystring: AdminListManufacturerApplicationsQuery,
        response: { 200: AdminManufacturerApplicationList },
      },
    },
    async (request) => approvals.listApplications(deps, request.actor, request.query),
  );

  app.get(
    '/admin/vendor-applications/:id',
    {
      config: admin,
      schema: {
        summary: "One application with the applicant's account and the GSTIN check (D8)",
        params: ManufacturerApplicationIdParams,
        response: { 200: AdminManufacturerApplication },
      },
    },
    async (request) => approvals.getApplication(deps, request.actor, request.params.id),
  );

  app.post(
    '/admin/vendor-applications/:id/approve',
    {
      config: admin,
      schema: {
        summary:
          'Approve: create the manufacturer, make the applicant its owner, e-mail them (one transaction)',
        params: ManufacturerApplicationIdParams,
        body: AdminApproveManufacturerApplication,
        response: { 200: AdminApprovedManufacturerApplication },
      },
    },
    async (request) =>
      approvals.approveApplication(deps, request.actor, request.params.id, request.body ?? {}),
  );

  app.post(
    '/admin/vendor-applications/:id/reject',
    {
      config: admin,
      schema: {
        summary: 'Reject with a reason (e-mailed, shown on the applicant’s banner)',
        params: ManufacturerApplicationIdParams,
        body: AdminRejectManufacturerApplication,
        response: { 200: AdminManufacturerApplication },
      },
    },
    async (request) =>
      approvals.rejectApplication(deps, request.actor, request.params.id, request.body.reason),
  );

  app.post(
    '/admin/vendor-applications/:id/reactivate',
    {
      config: admin,
      schema: {
        summary: 'Move a rejected application back to pending',
        params: ManufacturerApplicationIdParams,
        body: EmptyBody,
        response: { 200: AdminManufacturerApplication },
      },
    },
    async (request) => approvals.reactivateApplication(deps, request.actor, request.params.id),
  );

  app.delete(
    '/admin/vendor-applications/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete an approved or rejected application permanently',
        params: ManufacturerApplicationIdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await approvals.deleteApplication(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- the manufacturer's profile (panel Settings)

  app.get(
    '/vendor/profile',
    {
      config: { audience: 'vendor' },
      schema: { summary: 'My business profile', response: { 200: ManufacturerProfile } },
    },
    async (request) => manufacturers.getMyProfile(deps, request.actor),
  );

  app.put(
    '/vendor/profile',
    {
      config: { audience: 'vendor', firmPermission: 'profile.write' },
      schema: {
        summary: 'Update my business profile (a changed GSTIN goes back to an admin for verification)',
        body: ManufacturerUpdateProfile,
        response: { 200: ManufacturerProfile },
      },
    },
    async (request) => manufacturers.updateMyProfile(deps, request.actor, request.body),
  );
};
