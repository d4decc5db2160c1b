// Accounts and access (storefront 2.17, admin 2 and 5, D1-D6, D8). One schema per request body,
// used by the forms and by the server; bodies are strict so `role` or `is_admin` is refused.
import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import { BuyerCountrySchema, HOME_COUNTRY, phoneOfCountry } from '../export/buyer-abroad';
import { stateOfGstin } from '../gst';
import { isValidGstin } from '../gstin';
import { LANGUAGES } from '../language';
import { LIMITS } from '../limits';
import {
  INDIAN_STATES,
  MANUFACTURER_REQUEST_STATUSES,
  MANUFACTURER_ROLES,
  MANUFACTURER_STATUSES,
  USER_ROLES,
  USER_STATUSES,
} from '../options';
import { EmailSchema, IndianMobileSchema, PageQuery, PaginatedOf, PasswordSchema, Timestamp } from './common';

/** Optional text field: blank becomes undefined. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const optionalMobile = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v : undefined))
  .pipe(IndianMobileSchema.optional());

export const FullNameSchema = z
  .string({ message: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(120, 'Full name must be at most 120 characters');

/** A password somebody is choosing now (D4): length rules plus the common-password list. */
export const NewPasswordSchema = PasswordSchema.refine((v) => !isCommonPassword(v), {
  message: 'This password is too common. Please choose a less predictable one.',
});

/** Entering an existing password: required and bounded (a 10 kB string is refused, not hashed). */
export const CurrentPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters long`);

/** Where better-auth may send the browser after a link: a path of this site only. */
const SitePath = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site');

const BuyerSignUpFields = z
  .object({
    name: FullNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    /** D47: India, or the export country the buyer is in; left out, India. */
    country: BuyerCountrySchema.optional(),
    /** In India a mobile number; abroad the number with its country code (D47). */
    phone: z.string({ message: 'must be text' }).max(30, 'must be at most 30 characters').optional(),
    city: optionalText(100),
    /** In India the state; abroad the state, province or region, when the address has one. */
    state: optionalText(100),
    callbackURL: SitePath.optional(),
  })
  .strict();

/** D47: the country (India when left out) and the phone as that country writes it, or a 400 naming `phone`. */
function withCountryPhone<T extends { country?: string; phone?: string }>(body: T, ctx: z.RefinementCtx) {
  const country = body.country ?? HOME_COUNTRY;
  const phone = phoneOfCountry(body.phone, country);
  if ('error' in phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error });
  return { ...body, country, phone: 'phone' in phone ? (phone.phone ?? undefined) : undefined };
}

/** Storefront 2.17 / 3 sign-up metadata: full name required; country, phone, city, state optional. */
export const BuyerSignUp = BuyerSignUpFields.transform(withCountryPhone);
export type BuyerSignUp = z.infer<typeof BuyerSignUp>;

/** The sign-up form adds nothing the server does not check; kept separate for the field order. */
export const BuyerSignUpForm = BuyerSignUpFields.omit({ callbackURL: true }).transform(withCountryPhone);
export type BuyerSignUpForm = z.infer<typeof BuyerSignUpForm>;

export const SignIn = z
  .object({
    email: EmailSchema,
    password: CurrentPasswordSchema,
    rememberMe: z.boolean().optional(),
    callbackURL: SitePath.optional(),
  })
  .strict();
export type SignIn = z.infer<typeof SignIn>;

export const RequestPasswordReset = z
  .object({ email: EmailSchema, redirectTo: SitePath.optional() })
  .strict();
export type RequestPasswordReset = z.infer<typeof RequestPasswordReset>;

export const ResetPassword = z
  .object({ newPassword: NewPasswordSchema, token: z.string().min(1).max(500).optional() })
  .strict();

/** Reset form: the two entries must match (same message as change password). */
export const ResetPasswordForm = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** Admin 5 / D4: change password checks the current password and signs out other sessions. */
export const ChangePassword = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().max(LIMITS.passwordMaxLength).optional(),
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePassword>;

/** PATCH /me: profile fields only; e-mail, role and status are not editable here. */
export const UpdateProfile = z
  .object({
    name: FullNameSchema.optional(),
    /** D47: written as the account's country writes it (an Indian mobile, or +<country code> abroad). */
    phone: z
      .string({ message: 'must be text' })
      .max(30, 'must be at most 30 characters')
      .nullable()
      .optional()
      .transform((v) => (v === null || v?.trim() === '' ? null : v)),
    city: z.string().trim().max(100, 'must be at most 100 characters').nullable().optional(),
    state: z.string().trim().max(100, 'must be at most 100 characters').nullable().optional(),
  })
  .strict();
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** D40: PUT /me/language, the language of the account's screens and e-mails. */
export const UpdateLanguage = z
  .object({ language: z.enum(LANGUAGES, { message: 'Choose en or hi' }) })
  .strict();
export type UpdateLanguage = z.infer<typeof UpdateLanguage>;

/** D8: GSTIN is optional (admin 5) but, when given, must pass the format and check digit. */
export const GstinSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => isValidGstin(v), 'GSTIN is not valid: check the 15 characters and the check digit');

export const ManufacturerCitySchema = z
  .string({ message: 'City is required' })
  .trim()
  .min(1, 'City is required')
  .max(100, 'City must be at most 100 characters');
export const ManufacturerStateSchema = z.enum(INDIAN_STATES, {
  message: 'Choose the state or union territory',
});
/** An Indian PIN code: 6 digits, not starting with 0. */
export const PincodeSchema = z
  .string({ message: 'PIN code is required' })
  .trim()
  .regex(/^[1-9][0-9]{5}$/, 'PIN code must be 6 digits');

/**
 * Until vendor_requests has a column of its own, an application keeps its PIN as the last line of
 * its address ("PIN 560058"), which is how an Indian address ends anyway; approval moves it to the
 * manufacturer's pincode.
 */
export function addressWithPin(address: string | null | undefined, pincode: string): string {
  return [address?.trim(), `PIN ${pincode}`].filter(Boolean).join('\n');
}
export function splitPin(stored: string | null): { address: string | null; pincode: string | null } {
  const match = stored?.match(/(?:^|\n)PIN ([1-9][0-9]{5})$/);
  if (!stored || !match) return { address: stored, pincode: null };
  const address = stored.slice(0, match.index).trim();
  return { address: address || null, pincode: match[1]! };
}

/**
 * A GSTIN is issued per state: its first two digits are the state code of the place of business it
 * registers (CGST Rules r.10, GSTIN format). A manufacturer's GSTIN from another state than the
 * address it gives would put the wrong state on every tax invoice (the supplier's state decides
 * CGST + SGST or IGST, IGST Act s.10), so it is refused, naming the field.
 */
export const GSTIN_STATE_MESSAGE =
  'This GSTIN belongs to another state than the one chosen: its first two digits are the state code';
function gstinOfTheState(
  value: { gstin?: string | undefined; state?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.gstin || !value.state) return;
  const registeredIn = stateOfGstin(value.gstin);
  if (registeredIn && registeredIn !== value.state) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_STATE_MESSAGE });
  }
}

/** Admin 2 "Manufacturer registration": account, business and contact information. */
const ManufacturerRegistrationFields = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    businessName: z
      .string({ message: 'Business name is required' })
      .trim()
      .min(1, 'Business name is required')
      .max(200, 'Business name must be at most 200 characters'),
    ownerName: FullNameSchema,
    phone: optionalMobile,
    gstin: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v : undefined))
      .pipe(GstinSchema.optional()),
    address: optionalText(500),
    // D14: the profile's location (city and state shown on /vendors, PIN for freight) is asked at
    // registration, so an approved manufacturer never appears without one.
    city: ManufacturerCitySchema,
    state: ManufacturerStateSchema,
    pincode: PincodeSchema,
  })
  .strict();
export const ManufacturerRegistration = ManufacturerRegistrationFields.superRefine(gstinOfTheState);
export type ManufacturerRegistration = z.infer<typeof ManufacturerRegistration>;

/** Admin 5: 'Please provide a reason for suspension'. */
export const AdminSuspendUser = z
  .object({
    reason: z
      .string({ message: 'Please provide a reason for suspension' })
      .trim()
      .min(1, 'Please provide a reason for suspension')
      .max(500, 'The reason must be at most 500 characters'),
  })
  .strict();
export type AdminSuspendUser = z.infer<typeof AdminSuspendUser>;

export const USER_ACTIVITY_ACTIONS = [
  'user_login',
  'user_logout',
  'user_suspended',
  'user_unsuspended',
  'user_deleted',
  'password_changed',
  'vendor_application_submitted',
] as const;
export type UserActivityAction = (typeof USER_ACTIVITY_ACTIONS)[number];

/** What the web app learns about the visitor (GET /api/v1/session, GET /api/v1/me). */
export const SessionView = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** D47: IN, or the export country of a buyer abroad. */
    country: z.string(),
    emailVerified: z.boolean(),
    createdAt: Timestamp,
    lastLoginAt: z.string().nullable(),
    /** D40: the account's language ('en' or 'hi'). */
    language: z.enum(LANGUAGES),
  }),
  /** D1: buyer always; manufacturer when owning an active manufacturer; admin by role. */
  roles: z.array(z.enum(['buyer', 'vendor', 'admin'])),
  /** D46: every manufacturer firm the person is a member of, with their role in it. */
  vendors: z.array(
    z.object({ id: z.number().int(), businessName: z.string(), role: z.enum(MANUFACTURER_ROLES) }),
  ),
  /** D46: the firm the person acts for now (the switcher's choice, or the first of `vendors`). */
  activeFirmId: z.number().int().nullable(),
  vendorApplication: z
    .object({
      id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
      businessName: z.string(),
      rejectionReason: z.string().nullable(),
      createdAt: Timestamp,
    })
    .nullable(),
});
export type SessionView = z.infer<typeof SessionView>;

/** Admin user management list (admin 4). */
export const AdminListUsersQuery = PageQuery.extend({
  /** Name, e-mail or business name, case-insensitive (admin spec 2, Users tab). */
  search: z.string().trim().max(LIMITS.searchMaxLength).optional(),
  /** Admin spec 2: all, active, suspended, deleted ('all' or absent: every status). */
  status: z
    .enum([...USER_STATUSES, 'all'])
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  role: z.enum(USER_ROLES).optional(),
}).strict();
export type AdminListUsersQuery = z.infer<typeof AdminListUsersQuery>;

/** A signed-in user applying to become a manufacturer: the business part of the registration. */
export const ManufacturerApplication = ManufacturerRegistrationFields.omit({
  email: true,
  password: true,
  ownerName: true,
})
  .extend({ ownerName: FullNameSchema.optional() })
  .strict()
  .superRefine(gstinOfTheState);
export type ManufacturerApplication = z.infer<typeof ManufacturerApplication>;

// ---------------------------------------------------------------- answers

/** GET /api/v1/session: always 200; `session` is null when signed out. */
export const SessionAnswer = z.object({ session: SessionView.nullable() });

/** An operation that answers with a sentence for the person (the spec's toast text). */
export const MessageAnswer = z.object({ message: z.string() });

/** Admin 4: one row of the users table. */
export const AdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  /** The manufacturer the account owns, or else the business of its latest application. */
  businessName: z.string().nullable(),
  emailVerified: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: Timestamp,
});
export const AdminUserList = PaginatedOf(AdminUserRow);

/** Admin 4: the account's new status after suspend, reactivate or delete. */
export const AdminUserStatusAnswer = z.object({ id: z.string(), status: z.enum(USER_STATUSES) });

/** Admin path parameter of a user (better-auth ids are strings). */
export const AdminUserIdParams = z.object({ id: z.string().trim().min(1).max(64) }).strict();

/** A signed-in user's latest manufacturer application (admin 2, account status). */
export const MyManufacturerApplication = z.object({
  application: z
    .object({
      id: z.number().int(),
      status: z.enum(MANUFACTURER_REQUEST_STATUSES),
      businessName: z.string(),
      ownerName: z.string(),
      gstin: z.string().nullable(),
      gstinValid: z.boolean().nullable(),
      /** The rest of what was submitted, for the correct-and-resubmit form of a rejected application. */
      phone: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      pincode: z.string().nullable(),
      rejectionReason: z.string().nullable(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    })
    .nullable(),
});

/** The manufacturer panel's context: the active manufacturers this account owns (D1, D9). */
export const ManufacturerOwnedManufacturers = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      businessName: z.string(),
      ownerName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      gstin: z.string().nullable(),
      gstinVerified: z.boolean(),
      isPremium: z.boolean(),
      status: z.enum(MANUFACTURER_STATUSES),
    }),
  ),
});
