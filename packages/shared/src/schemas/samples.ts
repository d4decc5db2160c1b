// Samples of a lot (D39): what a buyer fills in to ask for a sample, what a manufacturer sends to
// accept (with a fee, 0 = free), decline (with a reason) or dispatch it (courier and tracking), and the
// views both sides read. One schema for each form and the server; bodies are strict.
import { z } from 'zod';
import { SAMPLE_STATUSES } from '../options';
import { IdParam, IndianMobileSchema, PageQuery, PaginatedOf, PinCodeSchema, Timestamp } from './common';
import { rupeesSchema } from './fields';

const required = (label: string, max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `${label} must be at most ${max} characters`);

/** D39: the refusals a buyer or a manufacturer may meet, in plain words. */
export const SAMPLE_MESSAGES = {
  noSlabs: 'This lot has no available slabs left, so no sample can be cut from it.',
  productInactive: 'This product is not on sale on the platform, so no sample can be requested.',
  manufacturerInactive:
    'This manufacturer is not taking requests on the platform at the moment, so no sample can be requested.',
  notRequested: 'This sample request was already answered.',
  notAccepted: 'A sample can be dispatched only after it is accepted.',
  notDispatched: 'A sample can be marked as received only once it is dispatched.',
  notCancellable: 'A sample can be cancelled only before it is dispatched.',
} as const;

/** The most a manufacturer may charge for a sample: ₹1,00,000 (the table's check). */
export const SAMPLE_FEE_MAX_PAISE = 10_000_000;

/** POST /api/v1/lots/{id}/samples: where the buyer wants the sample delivered. */
export const CreateSampleRequest = z
  .object({
    contactName: required('Name', 120),
    mobileNumber: IndianMobileSchema,
    deliveryAddress: required('Address', 500),
    deliveryCity: required('City', 100),
    deliveryPin: PinCodeSchema,
    notes: z
      .string()
      .trim()
      .max(1000, 'must be at most 1000 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
export type CreateSampleRequestInput = z.input<typeof CreateSampleRequest>;
export type CreateSampleRequest = z.output<typeof CreateSampleRequest>;

/** Rupees as typed ("250", "1,250.50"; 0 = free) to paise. */
const FeeRupeesToPaise = rupeesSchema({
  min: 'zero',
  max: SAMPLE_FEE_MAX_PAISE / 100,
  messages: {
    required: 'is required (0 for a free sample)',
    number: 'must be an amount in rupees (0 for a free sample)',
    negative: 'must be an amount in rupees (0 for a free sample)',
    decimals: 'must be in rupees with at most 2 decimals',
    max: 'must be at most ₹1,00,000',
  },
});

export const AcceptSample = z.object({ fee: FeeRupeesToPaise }).strict();
export type AcceptSampleInput = z.input<typeof AcceptSample>;

export const DeclineSample = z
  .object({
    reason: z
      .string({ message: 'Please say why the sample is declined' })
      .trim()
      .min(3, 'Please say why the sample is declined')
      .max(500, 'must be at most 500 characters'),
  })
  .strict();
export type DeclineSampleInput = z.input<typeof DeclineSample>;

export const DispatchSample = z
  .object({
    courier: required('Courier', 100),
    trackingNumber: required('Tracking number', 60),
  })
  .strict();
export type DispatchSampleInput = z.input<typeof DispatchSample>;

export const SampleIdParams = z.object({ id: IdParam }).strict();

export const ManufacturerSampleListQuery = PageQuery.extend({
  status: z
    .union([
      z.literal(''),
      z.enum(SAMPLE_STATUSES, { message: `must be one of: ${SAMPLE_STATUSES.join(', ')}` }),
    ])
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** D39: "S-12", the name a sample goes by on quotes, orders and documents. */
export const sampleName = (id: number) => `S-${id}`;

/** D39: "As per sample S-12 from block B-114 (lot 2)". */
export function sampleCitation(s: { id: number; blockNumber: string; lotNumber: string }): string {
  const lot = s.lotNumber.trim() ? ` (lot ${s.lotNumber.trim()})` : '';
  return `As per sample ${sampleName(s.id)} from block ${s.blockNumber}${lot}`;
}

export const SampleView = z.object({
  id: z.number().int(),
  lotId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  status: z.enum(SAMPLE_STATUSES),
  contactName: z.string(),
  /** The manufacturer reads the mobile number and street address once it has accepted (D30). */
  mobileNumber: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryCity: z.string(),
  deliveryPin: z.string(),
  notes: z.string().nullable(),
  feePaise: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: Timestamp,
  acceptedAt: Timestamp.nullable(),
  declinedAt: Timestamp.nullable(),
  dispatchedAt: Timestamp.nullable(),
  receivedAt: Timestamp.nullable(),
  cancelledAt: Timestamp.nullable(),
  version: z.number().int(),
});
export type SampleView = z.infer<typeof SampleView>;

export const SampleList = PaginatedOf(SampleView);
export type SampleList = z.infer<typeof SampleList>;
