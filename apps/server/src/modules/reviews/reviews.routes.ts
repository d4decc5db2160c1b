import {
  AdminReviewListQuery,
  CreateReview,
  EmptyBody,
  HideReview,
  PublicReviewList,
  ReplyToReview,
  ReputationList,
  ReputationQuery,
  ReviewList,
  ReviewListQuery,
  ReviewView,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reviews from './reviews.service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  // D26: the buyer's review of the manufacturer of a delivered order of theirs, once.
  app.post(
    '/me/orders/:id/review',
    {
      config: { audience: 'buyer', permission: 'review.write' },
      schema: {
        summary: 'Review the manufacturer of my delivered order (once)',
        params: StoreIdParams,
        body: CreateReview,
        response: { 201: ReviewView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviews.createReview(deps, request.actor, request.params.id, request.body)),
  );

  app.get(
    '/me/reviews',
    {
      config: { audience: 'buyer' },
      schema: { summary: 'Reviews I wrote', querystring: ReviewListQuery, response: { 200: ReviewList } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviews.listMyReviews(deps, request.actor, request.query);
    },
  );

  app.get(
    '/vendor/reviews',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'Reviews of my manufacturers, hidden ones included',
        querystring: ReviewListQuery,
        response: { 200: ReviewList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviews.listManufacturerReviews(deps, request.actor, request.query);
    },
  );

  app.post(
    '/vendor/reviews/:id/reply',
    {
      config: { audience: 'vendor', permission: 'review.reply' },
      schema: {
        summary: 'Reply to a review (once)',
        params: StoreIdParams,
        body: ReplyToReview,
        response: { 200: ReviewView },
      },
    },
    async (request) => reviews.replyToReview(deps, request.actor, request.params.id, request.body),
  );

  app.get(
    '/admin/reviews',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Every review, hidden ones included',
        querystring: AdminReviewListQuery,
        response: { 200: ReviewList },
      },
    },
    async (request) => reviews.listAdminReviews(deps, request.actor, request.query),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      config: { audience: 'admin', permission: 'review.moderate' },
      schema: {
        summary: 'Hide a review from the public, with a reason',
        params: StoreIdParams,
        body: HideReview,
        response: { 200: ReviewView },
      },
    },
    async (request) => reviews.setReviewHidden(deps, request.actor, request.params.id, request.body),
  );

  app.post(
    '/admin/reviews/:id/show',
    {
      config: { audience: 'admin', permission: 'review.moderate' },
      schema: {
        summary: 'Show a hidden review again',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: ReviewView },
      },
    },
    async (request) => reviews.setReviewHidden(deps, request.actor, request.params.id, null),
  );

  app.get(
    '/manufacturers/:id/reviews',
    {
      config: { audience: 'public' },
      schema: {
        summary: "A manufacturer's visible reviews, newest first",
        params: StoreIdParams,
        querystring: ReviewListQuery,
        response: { 200: PublicReviewList },
      },
    },
    async (request) => reviews.listPublicReviews(deps, request.params.id, request.query),
  );

  // D26/D27 for the profile, the comparison and the quote sheet: rating and response figures.
  app.get(
    '/manufacturers/reputation',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Average rating and response statistics of manufacturers',
        querystring: ReputationQuery,
        response: { 200: ReputationList },
      },
    },
    async (request) => reviews.listReputation(deps, request.query.ids),
  );
};
