import { BooksFile, BooksQuery, BooksRegister, Gstr1File, Gstr1Query } from '@granite/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as books from './books.service';

/** A file of the books: a download named after what it holds, never cached (the manufacturer's data). */
const sendFile = (reply: FastifyReply, file: books.BooksFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** The manufacturer's books (D35, D42): the register, GSTR-1 JSON and Tally XML of a period. */
export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };
  const config = { audience: 'vendor' as const, permission: 'books.read' as const };

  app.get(
    '/vendor/books',
    {
      config,
      schema: {
        summary: "A manufacturer's register of documents for a month or days, with totals by tax and HSN",
        querystring: BooksQuery,
        response: { 200: BooksRegister },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return books.register(deps, request.actor, request.query);
    },
  );

  app.get(
    '/vendor/books/register.csv',
    {
      config,
      schema: {
        summary: 'The register as a CSV file (one row per document, and the totals)',
        querystring: BooksQuery,
        produces: ['text/csv'],
        response: { 200: BooksFile },
      },
    },
    async (request, reply) => sendFile(reply, await books.registerFile(deps, request.actor, request.query)),
  );

  app.get(
    '/vendor/books/gstr1.json',
    {
      config,
      schema: {
        summary: "A month's GSTR-1 as the JSON the GST portal's offline tool imports",
        querystring: Gstr1Query,
        response: { 200: Gstr1File },
      },
    },
    async (request, reply) => {
      const file = await books.gstr1File(deps, request.actor, request.query);
      return reply
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.json);
    },
  );

  app.get(
    '/vendor/books/tally.xml',
    {
      config,
      schema: {
        summary: "The period's vouchers (sales, credit and debit notes, receipts) as XML TallyPrime imports",
        querystring: BooksQuery,
        produces: ['application/xml'],
        response: { 200: BooksFile },
      },
    },
    async (request, reply) => sendFile(reply, await books.tallyFile(deps, request.actor, request.query)),
  );
};
