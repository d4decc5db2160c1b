// Manufacturers and their lifecycle (admin 2 "Vendor Registration Management", admin 3-6, D7, D8,
// D14, D28, D29): the admin's manufacturer form, the approval decisions and the manufacturer's own
// business profile (panel Settings). One schema per body, shared by the forms and the server.

import { z } from 'zod';
import { FinancialYearSetting, IecSetting, LutNumberSetting } from '../export/exporter';
import { SERIES_PREFIX_MAX_LENGTH, SERIES_PREFIX_PATTERN } from '../gst';
import { LIMITS } from '../limits';
import { CONTACT_DETAILS_REFUSED, hasNoContactDetails } from '../masking';
import {
  GST_STATUSES,
  INDIAN_STATES,
  MANUFACTURER_REQUEST_STATUSES,
  MANUFACTURER_ROLES,
  MANUFACTURER_STATUSES,
} from '../options';
import { GstinSchema, ManufacturerCitySchema, ManufacturerStateSchema, PincodeSchema } from './accounts';
import { IdParam, IndianMobileSchema, PageQuery, PaginatedOf, Timestamp } from './common';
import { ImageRef } from './media';

/** Admin 5: 'Please fill in all required fields' (business name, owner name, e-mail). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** Panel Settings failure (admin 8). */
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile. Please try again.';

const requiredText = (max: number) =>
  z
    .string({ message: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `must be at most ${max} characters`);

/** Optional text: blank or absent is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const requiredEmail = z
  .string({ message: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(254, 'is too long')
  .email('must be a valid e-mail address')
  .transform((v) => v.toLowerCase());

const optionalPhone = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v : null))
  .pipe(z.union([z.null(), IndianMobileSchema]));

/** D8: optional, but when given it must pass the format and the check digit. */
const optionalGstin = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v : null))
  .pipe(z.union([z.null(), GstinSchema]));

export const RowVersion = z
  .number({ message: 'is required: reload the form' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

/** The business fields both the admin and the manufacturer edit (admin 3 "Vendor / manufacturer"). */
const BusinessFields = {
  businessName: requiredText(200),
  ownerName: requiredText(120),
  email: requiredEmail,
  phone: optionalPhone,
  address: optionalText(500),
  city: optionalText(100),
  state: optionalText(100),
  gstin: optionalGstin,
  /** The prototype's settings form dropped it; it shows on the public profile, so no contact details (D30). */
  description: optionalText(2000).refine(hasNoContactDetails, CONTACT_DETAILS_REFUSED),
};

/** Admin: create a manufacturer directly, without an owner yet (D7). */
export const AdminCreateManufacturer = z
  .object({
    ...BusinessFields,
    /** D14: an admin confirms the GSTIN; only a GSTIN that passes the check can be confirmed. */
    gstinVerified: z.boolean().optional().default(false),
    isPremium: z.boolean().optional().default(false),
  })
  .strict();
export type AdminCreateManufacturer = z.input<typeof AdminCreateManufacturer>;

/** Admin: edit every field; `version` is the one the form loaded (D29). */
export const AdminUpdateManufacturer = AdminCreateManufacturer.extend({ version: RowVersion }).strict();
export type AdminUpdateManufacturer = z.input<typeof AdminUpdateManufacturer>;

/**
 * Manufacturer panel Settings (admin spec 2; D8): a GSTIN change goes back to an admin (verified →
 * false). City, state and PIN are required here as at registration (D14: the profile's location).
 */
export const ManufacturerUpdateProfile = z
  .object({
    ...BusinessFields,
    city: ManufacturerCitySchema,
    state: ManufacturerStateSchema,
    pincode: PincodeSchema,
    /**
     * D34: regular, composition or unregistered; left out, it stays as it is. A regular or
     * composition taxpayer needs its GSTIN (the server answers 400 naming gstin).
     */
    gstStatus: z.enum(GST_STATUSES, { message: 'must be regular, composition or unregistered' }).optional(),
    /**
     * D35: the prefix of the GSTIN's document series ("GMK" in "GMK/26-27/0007"), set once; left
     * out or empty, unchanged. Up to 5 letters, digits or hyphens (CGST Rules r.46(b): 16 characters).
     */
    seriesPrefix: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => v === '' || SERIES_PREFIX_PATTERN.test(v),
        `must be 1 to ${SERIES_PREFIX_MAX_LENGTH} letters, digits or hyphens, so that a number such as ABCDE/26-27/0001 stays within 16 characters`,
      )
      .optional()
      .transform((v) => v || undefined),
    /** D38: the states it delivers to (open requirements elsewhere are not shown to it); empty = all India. */
    deliveryStates: z
      .array(z.enum(INDIAN_STATES, { message: 'must be a state or union territory of India' }), {
        message: 'must be a list of states',
      })
      .max(INDIAN_STATES.length, 'lists a state twice')
      .refine((v) => new Set(v).size === v.length, 'lists a state twice')
      .optional(),
    /**
     * D47: the exporter's IEC, and the LUT (its ARN and financial year) under which it exports without
     * IGST; left out, unchanged; empty, removed. The LUT's number and year go together.
     */
    iec: IecSetting,
    lutNumber: LutNumberSetting,
    lutFinancialYear: FinancialYearSetting,
    /** D42: the name printed under "Authorised Signatory" on its documents; left out, none is printed. */
    signatoryName: z
      .string({ message: 'must be a name' })
      .trim()
      .max(120, 'must be at most 120 characters')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    version: RowVersion,
  })
  .strict();
export type ManufacturerUpdateProfile = z.input<typeof ManufacturerUpdateProfile>;

export const AdminSetManufacturerPremium = z.object({ isPremium: z.boolean() }).strict();
export const AdminSetManufacturerStatus = z
  .object({ status: z.enum(MANUFACTURER_STATUSES, { message: 'must be active or suspended' }) })
  .strict();

/** D7: attach an existing account as the manufacturer's owner. */
export const AdminAttachManufacturerOwner = z.object({ email: requiredEmail }).strict();
export type AdminAttachManufacturerOwner = z.input<typeof AdminAttachManufacturerOwner>;

export const ADMIN_MANUFACTURER_FILTERS = ['active', 'suspended', 'deleted'] as const;
export const ADMIN_MANUFACTURER_SORTS = ['businessName', 'createdAt', 'productCount'] as const;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** The data table's parameters (page, pageSize, sort, dir, q and filters). */
export const AdminListManufacturersQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(LIMITS.searchMaxLength, `must be at most ${LIMITS.searchMaxLength} characters`)
    .optional(),
  status: z
    .enum(ADMIN_MANUFACTURER_FILTERS, { message: `must be one of ${ADMIN_MANUFACTURER_FILTERS.join(', ')}` })
    .optional(),
  premium: booleanParam.optional(),
  sort: z
    .enum(ADMIN_MANUFACTURER_SORTS, { message: `must be one of ${ADMIN_MANUFACTURER_SORTS.join(', ')}` })
    .default('createdAt'),
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
}).strict();
export type AdminListManufacturersQuery = z.infer<typeof AdminListManufacturersQuery>;

export const ManufacturerIdParams = z.object({ id: IdParam }).strict();

/** A manufacturer as the admin sees it: every field, the GSTIN check, its owner and what points at it. */
export const AdminManufacturer = z.object({
  id: z.number().int(),
  businessName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  /** D8: format and check digit of the stored GSTIN, computed now; null when there is none. */
  gstinValid: z.boolean().nullable(),
  /** D14: an admin confirmed the GSTIN ("Verified" on the public pages). */
  gstinVerified: z.boolean(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  logo: ImageRef.nullable(),
  isPremium: z.boolean(),
  status: z.enum(MANUFACTURER_STATUSES),
  deletedAt: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** D31: whether buyers can ask it for quotes (approved, active, with an active owner). */
  takesQuoteRequests: z.boolean(),
  /** D31: why not, in the admin's words; null when it takes quote requests. */
  notTakingQuoteRequestsBecause: z.string().nullable(),
  productCount: z.number().int(),
  quoteRequestCount: z.number().int(),
  /**
   * D46: the firm's present members with their roles and whether their accounts are active; sent with
   * one manufacturer (the admin's sheet), not in the list.
   */
  members: z
    .array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.enum(MANUFACTURER_ROLES),
        accountStatus: z.string(),
        since: Timestamp,
      }),
    )
    .optional(),
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AdminManufacturer = z.infer<typeof AdminManufacturer>;
export const AdminManufacturerList = PaginatedOf(AdminManufacturer);
export type AdminManufacturerList = z.infer<typeof AdminManufacturerList>;

/** Deleting keeps the row (soft) while products or quote requests point at it, else erases it. */
export const AdminManufacturerDeleted = z.object({
  id: z.number().int(),
  removal: z.enum(['soft', 'permanent']),
});

/** The manufacturer's own business profile (panel Settings). */
export const ManufacturerProfile = z.object({
  id: z.number().int(),
  businessName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  gstin: z.string().nullable(),
  gstinVerified: z.boolean(),
  /** D34: only a regular taxpayer charges GST; the others issue a bill of supply. */
  gstStatus: z.enum(GST_STATUSES),
  /**
   * D35: the prefix of its GSTIN's document series once set (null before: its documents are then
   * numbered with `seriesPrefixInUse`, the business's initials).
   */
  seriesPrefix: z.string().nullable(),
  seriesPrefixInUse: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  logo: ImageRef.nullable(),
  isPremium: z.boolean(),
  status: z.enum(MANUFACTURER_STATUSES),
  /** D38: the states it delivers to; empty = all India. */
  deliveryStates: z.array(z.string()),
  /** D42: who signs its documents as "Authorised Signatory". */
  signatoryName: z.string().nullable(),
  /** D47: the IEC and the LUT (ARN and financial year) its export papers carry. */
  iec: z.string().nullable(),
  lutNumber: z.string().nullable(),
  lutFinancialYear: z.string().nullable(),
  version: z.number().int(),
  createdAt: Timestamp,
});
export type ManufacturerProfile = z.infer<typeof ManufacturerProfile>;

// ---------------------------------------------------------------- manufacturer approvals (admin 2, 4)

/**
 * The spec's create/update/delete toasts for manufacturers, used as written (storefront 10; D24):
 * its word there is "Vendor".
 */
export const MANUFACTURER_MESSAGES = {
  created: 'Vendor Created',
  updated: 'Vendor Updated',
  deleted: 'Vendor Deleted',
  /** 'Failed to create manufacturer: {message}' (likewise update and delete). */
  failed: (action: 'create' | 'update' | 'delete', message: string) =>
    `Failed to ${action} vendor: ${message}`,
} as const;

/** Admin 8 toasts of the approval screen, used as written (D24). */
export const MANUFACTURER_APPROVAL_TOASTS = {
  approved: 'Vendor approved',
  approveFailed: 'Failed to approve vendor',
  rejected: 'Vendor rejected',
  rejectFailed: 'Failed to reject vendor',
  deleted: 'Vendor deleted',
  deleteFailed: 'Failed to delete vendor',
  reactivated: 'Vendor reactivated',
  reactivateFailed: 'Failed to reactivate vendor',
} as const;

/** Admin 2: the three sections' empty texts. */
export const MANUFACTURER_APPROVAL_EMPTY = {
  pending: 'No pending approval requests',
  approved: 'No approved vendors found',
  rejected: 'No rejected vendors found',
} as const;

export const ADMIN_MANUFACTURER_APPLICATION_SORTS = ['createdAt', 'updatedAt', 'businessName'] as const;

export const AdminListManufacturerApplicationsQuery = PageQuery.extend({
  status: z
    .enum(MANUFACTURER_REQUEST_STATUSES, {
      message: `must be one of ${MANUFACTURER_REQUEST_STATUSES.join(', ')}`,
    })
    .default('pending'),
  q: z
    .string()
    .trim()
    .max(LIMITS.searchMaxLength, `must be at most ${LIMITS.searchMaxLength} characters`)
    .optional(),
  sort: z
    .enum(ADMIN_MANUFACTURER_APPLICATION_SORTS, {
      message: `must be one of ${ADMIN_MANUFACTURER_APPLICATION_SORTS.join(', ')}`,
    })
    .optional(),
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
}).strict();
export type AdminListManufacturerApplicationsQuery = z.infer<typeof AdminListManufacturerApplicationsQuery>;

export const ManufacturerApplicationIdParams = z.object({ id: IdParam }).strict();

export const AdminManufacturerApplication = z.object({
  id: z.number().int(),
  status: z.enum(MANUFACTURER_REQUEST_STATUSES),
  businessName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  /** D8: format and check digit of the GSTIN as it is now; null when none was given. */
  gstinValid: z.boolean().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The manufacturer an approval created. */
  manufacturerId: z.number().int().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  applicant: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    status: z.string(),
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AdminManufacturerApplication = z.infer<typeof AdminManufacturerApplication>;

export const ManufacturerApplicationCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ManufacturerApplicationCounts = z.infer<typeof ManufacturerApplicationCounts>;

export const AdminManufacturerApplicationList = PaginatedOf(AdminManufacturerApplication).extend({
  counts: ManufacturerApplicationCounts,
});
export type AdminManufacturerApplicationList = z.infer<typeof AdminManufacturerApplicationList>;

/** Approve: `verifyGstin` also confirms the GSTIN (D14), allowed only when it passes the check. */
export const AdminApproveManufacturerApplication = z.object({ verifyGstin: z.boolean().optional() }).strict();
export type AdminApproveManufacturerApplication = z.input<typeof AdminApproveManufacturerApplication>;

export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';

export const AdminRejectManufacturerApplication = z
  .object({
    reason: z
      .string({ message: REJECTION_REASON_REQUIRED })
      .trim()
      .min(1, REJECTION_REASON_REQUIRED)
      .max(1000, 'The reason must be at most 1000 characters'),
  })
  .strict();
export type AdminRejectManufacturerApplication = z.input<typeof AdminRejectManufacturerApplication>;

export const AdminApprovedManufacturerApplication = z.object({
  application: AdminManufacturerApplication,
  manufacturerId: z.number().int(),
});
