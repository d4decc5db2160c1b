// Reviews (D26) and response statistics (D27): a buyer reviews the manufacturer once per delivered
// order; the manufacturer replies once; an admin may hide a review with a reason. Stars show only
// when visible reviews exist (D14); response figures once a manufacturer has 5 forwarded requests.
import { z } from 'zod';
import { CONTACT_DETAILS_REFUSED, hasNoContactDetails } from '../masking';
import { PageQuery, PaginatedOf, Timestamp } from './common';

export const REVIEW_LIMITS = {
  bodyMaxLength: 2000,
  replyMaxLength: 2000,
  reasonMaxLength: 500,
  /** D27: the window of the response statistics. */
  statsWindowDays: 90,
  /** D27: forwarded requests in the window before the figures are shown. */
  statsMinForwarded: 5,
  /** D27: a request counts as answered in time within this many hours. */
  responseWithinHours: 48,
} as const;

/** Texts of the review screens (D24). */
export const REVIEW_MESSAGES = {
  submitted: 'Thank you for your review',
  replied: 'Your reply was published',
  hidden: 'Review hidden',
  shown: 'Review shown again',
  noReviews: 'No reviews yet',
  notDelivered: 'You can review the manufacturer once the order is delivered.',
  notReceived: 'You can review the manufacturer once you have confirmed receipt of the order.',
  alreadyReviewed: 'You have already reviewed this order.',
  alreadyReplied: 'You have already replied to this review.',
} as const;

export const CreateReview = z
  .object({
    rating: z.coerce
      .number({ message: 'must be a whole number from 1 to 5' })
      .int('must be a whole number from 1 to 5')
      .min(1, 'must be a whole number from 1 to 5')
      .max(5, 'must be a whole number from 1 to 5'),
    body: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'Please tell other buyers about this order')
      .max(
        REVIEW_LIMITS.bodyMaxLength,
        `must be at most ${REVIEW_LIMITS.bodyMaxLength.toLocaleString('en-IN')} characters`,
      )
      // D30: a published text carries no phone number, e-mail address, link or handle.
      .refine(hasNoContactDetails, CONTACT_DETAILS_REFUSED),
  })
  .strict();
export type CreateReview = z.input<typeof CreateReview>;

export const ReplyToReview = z
  .object({
    body: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(
        REVIEW_LIMITS.replyMaxLength,
        `must be at most ${REVIEW_LIMITS.replyMaxLength.toLocaleString('en-IN')} characters`,
      )
      .refine(hasNoContactDetails, CONTACT_DETAILS_REFUSED),
  })
  .strict();
export type ReplyToReview = z.input<typeof ReplyToReview>;

export const HIDE_REASON_REQUIRED = 'Please give a reason for hiding the review';
export const HideReview = z
  .object({
    reason: z
      .string({ message: HIDE_REASON_REQUIRED })
      .trim()
      .min(1, HIDE_REASON_REQUIRED)
      .max(REVIEW_LIMITS.reasonMaxLength, `must be at most ${REVIEW_LIMITS.reasonMaxLength} characters`),
  })
  .strict();
export type HideReview = z.input<typeof HideReview>;

/** A review as everyone may read it: the reviewer by first name only. */
export const PublicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  reviewerName: z.string(),
  productName: z.string(),
  vendorReply: z.string().nullable(),
  vendorRepliedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type PublicReview = z.infer<typeof PublicReview>;

/** The review as its writer, the manufacturer and admins see it. */
export const ReviewView = PublicReview.extend({
  orderId: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  hiddenAt: Timestamp.nullable(),
  hiddenReason: z.string().nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

export const ReviewListQuery = PageQuery.strict();
export const PublicReviewList = PaginatedOf(PublicReview);
export const ReviewList = PaginatedOf(ReviewView);

export const AdminReviewListQuery = PageQuery.extend({
  hidden: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
}).strict();

/** D26/D14: present only when at least one visible review exists. */
export const RatingSummary = z.object({
  /** One decimal, 1.0–5.0. */
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** D27: present only once the manufacturer had 5 or more forwarded requests in 90 days. */
export const ResponseStats = z.object({
  /** Percent of forwarded requests answered within 48 hours. */
  responseRate: z.number().int(),
  /** Median time from forwarding to the first reply, in minutes; null when none was answered. */
  medianReplyMinutes: z.number().int().nullable(),
  forwardedCount: z.number().int(),
});
export type ResponseStats = z.infer<typeof ResponseStats>;

export const ManufacturerReputation = z.object({
  vendorId: z.number().int(),
  rating: RatingSummary.nullable(),
  responseStats: ResponseStats.nullable(),
});
export type ManufacturerReputation = z.infer<typeof ManufacturerReputation>;

export const ReputationQuery = z
  .object({
    ids: z
      .string({ message: 'is required' })
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'must be up to 50 manufacturer ids separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))]),
  })
  .strict();
export const ReputationList = z.object({ items: z.array(ManufacturerReputation) });
export type ReputationList = z.infer<typeof ReputationList>;
