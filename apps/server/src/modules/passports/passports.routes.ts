// D49: the slab passport pages (public HTML, /slab/<token> and /hi/slab/<token>) and the labels of a
// lot or a selection of slabs (PDF, under /api/v1/vendor/…).
import { LabelFormatQuery, type Language, SlabLabelsQuery, StoreIdParams } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { busyPassportPage, missingPassportPage, passportPage } from './passport.page';
import * as passports from './passports.service';

const LabelsFile = z.string().meta({ format: 'binary' }).describe('The labels, a PDF');
const TokenParams = z.object({ token: z.string().max(200) }).strict();

/** The public pages: not part of /api (no audience), answered as HTML in both languages. */
export const passportPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  for (const language of ['en', 'hi'] as const satisfies Language[]) {
    app.get(
      `${language === 'hi' ? '/hi' : ''}/slab/:token`,
      { schema: { params: TokenParams } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        try {
          const passport = await passports.passportOf(deps, { ip: request.ip }, request.params.token);
          // The slab's record may change (a photo, a defect): a short shared cache, never stale for long.
          return reply.header('cache-control', 'public, max-age=60').send(passportPage(passport, language));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          reply.header('cache-control', 'no-store');
          if (err.code === 'rate_limited')
            return reply
              .status(429)
              .header('retry-after', String(err.retryAfter ?? 600))
              .send(busyPassportPage(language));
          if (err.code === 'not_found') return reply.status(404).send(missingPassportPage(language));
          throw err;
        }
      },
    );
  }
};

/** The labels of a lot or of chosen slabs, for the manufacturer's yard. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, config: app.deps.config };
  const send = (reply: import('fastify').FastifyReply, file: { bytes: Buffer; filename: string }) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.bytes as unknown as string); // Fastify sends a Buffer as it is

  app.get(
    '/vendor/lots/:id/labels',
    {
      config: { audience: 'vendor', permission: 'lot.read' },
      schema: {
        summary: 'Labels of every slab of my lot, with the QR code of each slab’s passport (PDF)',
        params: StoreIdParams,
        querystring: LabelFormatQuery,
        produces: ['application/pdf'],
        response: { 200: LabelsFile },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await passports.labelsOf(
          deps,
          request.actor,
          { lotId: request.params.id },
          request.query.format,
          app.deps.config.publicUrl,
        ),
      ),
  );

  app.get(
    '/vendor/slab-labels',
    {
      config: { audience: 'vendor', permission: 'slab.label' },
      schema: {
        summary: 'Labels of chosen slabs of mine, with the QR code of each slab’s passport (PDF)',
        querystring: SlabLabelsQuery,
        produces: ['application/pdf'],
        response: { 200: LabelsFile },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await passports.labelsOf(
          deps,
          request.actor,
          { slabIds: request.query.slabs },
          request.query.format,
          app.deps.config.publicUrl,
        ),
      ),
  );
};
