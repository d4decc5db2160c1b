// better-auth on our database (ADR 004; docs/architecture.md, Pitfalls we met). Everything privileged on the
// user row is `input: false`; request bodies are checked with the shared schemas before better-auth
// sees them; rate limits are on in every environment with counters in the database; the cookie
// cache is off so a suspension ends sessions at once (D6).
import {
  BuyerSignUp,
  CurrentPasswordSchema,
  EmailSchema,
  NewPasswordSchema,
  RequestPasswordReset,
  ResetPassword,
  SignIn,
} from '@granite/shared';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { openAPI } from 'better-auth/plugins/open-api';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { fieldsFromZodIssues, invalidData } from '../../lib/errors';
import { type Language, languageOf, localePath } from '../../lib/i18n';
import { recordUserActivity } from '../activity/activity.service';
import type { Mailer } from '../mail/mail.service';
import { sendMail } from '../notifications/notifications.service';
import { consumeRateLimit, RATE_LIMIT_MESSAGE, type RateRule } from '../rate-limits/rate-limit';
import { recordSignIn, signInWait } from '../rate-limits/sign-in-guard';
import { authDatabase, touchLastLogin, userStatus } from './auth.queries';
import { passwordHashingOf } from './password-hashing';

/** Our bridge puts Fastify's request.ip here (trustProxy decides it); any client copy is replaced. */
export const CLIENT_IP_HEADER = 'x-granite-client-ip';

export const SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';
export const DELETED_MESSAGE = 'This account no longer exists.';

/** Per-IP limits (better-auth's limiter, keyed by CLIENT_IP_HEADER). */
const IP_RULES: Record<string, RateRule> = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 10 },
  '/request-password-reset': { window: 900, max: 5 },
  '/reset-password': { window: 900, max: 10 },
  '/send-verification-email': { window: 900, max: 5 },
  '/change-password': { window: 900, max: 10 },
};

/** Per e-mail address limits (ours, same table): guessing one account's password from many IPs. */
const EMAIL_RULES: Record<string, RateRule> = {
  '/request-password-reset': { window: 900, max: 3 },
  '/send-verification-email': { window: 900, max: 3 },
  '/sign-up/email': { window: 900, max: 3 },
};

const ChangePasswordBody = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: NewPasswordSchema,
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();

const SendVerificationBody = z
  .object({
    email: EmailSchema,
    callbackURL: z
      .string()
      .max(200)
      .regex(/^\/(?!\/)/)
      .optional(),
  })
  .strict();

/** POST bodies better-auth accepts from the outside, each checked with a shared (strict) schema. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': BuyerSignUp,
  '/sign-in/email': SignIn,
  '/request-password-reset': RequestPasswordReset,
  '/reset-password': ResetPassword,
  '/change-password': ChangePasswordBody,
  '/send-verification-email': SendVerificationBody,
};

/**
 * D5: a verification link that names no page of its own (the one sent again when an unverified
 * account signs in defaults to '/') lands on the sign-in page, which says the address is verified
 * and asks to sign in, instead of the home page, signed out and told nothing.
 * D40: the page is the reader's language's: a Hindi account's link lands on /hi/login (or
 * /hi/vendor/login), whatever page the form that sent it named.
 */
export function verifiedLanding(url: string, language: Language = 'en'): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  const page = !callback || callback === '/' || callback === '/hi' ? '/login?verified=1' : callback;
  link.searchParams.set('callbackURL', localePath(language, page));
  return link.toString();
}

/** D40: a link whose callbackURL names a page of the site, that page in the reader's language. */
function pageInLanguage(url: string, language: Language): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (callback) link.searchParams.set('callbackURL', localePath(language, callback));
  return link.toString();
}

/**
 * D40: the language a new account starts with: the storefront's language switch keeps the visitor's
 * choice in the `lang` cookie ('en' or 'hi'); without it, English.
 */
export function languageFromCookie(cookieHeader: string | null | undefined): Language {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '');
  return languageOf(match?.[1]?.trim());
}

/** The stored language of a user object better-auth hands to our mail callbacks. */
const languageOfUser = (u: object): Language => languageOf((u as { language?: unknown }).language);

export type AuthDeps = { config: Config; db: Database; mail: Mailer; secret: string };

export function createAuth({ config, db, mail, secret }: AuthDeps) {
  // ADR 019: the account's transactional e-mails are templates of notifications, always sent.
  const mailDeps = { mail, config };
  const recipientOf = (u: { email: string; name: string }) => ({
    address: u.email,
    name: u.name,
    language: languageOfUser(u),
  });
  return betterAuth({
    appName: 'Granite Marketplace',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // The one origin policy (plugins/origin.ts) has already refused other origins; this agrees with
    // it. With PUBLIC_URL unset the bridge builds the Request URL from the request's own scheme and
    // host, so 127.0.0.1 or a LAN address signs in instead of failing with "Invalid origin".
    trustedOrigins: config.siteOrigin
      ? [config.siteOrigin, ...config.trustedOrigins]
      : async (request) => [...config.trustedOrigins, ...(request ? [new URL(request.url).origin] : [])],
    database: authDatabase(db),
    telemetry: { enabled: false },
    // Its operations join our OpenAPI document under the `auth` tag (plugins/api-contract.ts);
    // its own reference page is off: /api/docs shows everything in one place.
    plugins: [openAPI({ disableDefaultReference: true })],
    // Profile changes go through PATCH /api/v1/me (shared schema); e-mail changes and self-deletion
    // are not offered (D6: deletion is an admin action that anonymises).
    disabledPaths: ['/update-user', '/change-email', '/delete-user', '/delete-user/callback'],
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        city: { type: 'string', required: false, input: true },
        state: { type: 'string', required: false, input: true },
        // D47: India, or the export country of a buyer abroad (BuyerSignUp checks it and the phone).
        country: { type: 'string', required: false, input: true, defaultValue: 'IN' },
        role: { type: 'string', required: false, input: false, defaultValue: 'buyer' },
        status: { type: 'string', required: false, input: false, defaultValue: 'active' },
        banned: { type: 'boolean', required: false, input: false, defaultValue: false, returned: false },
        banReason: { type: 'string', required: false, input: false, returned: false },
        banExpires: { type: 'date', required: false, input: false, returned: false },
        suspendedAt: { type: 'date', required: false, input: false, returned: false },
        suspensionReason: { type: 'string', required: false, input: false, returned: false },
        deletedAt: { type: 'date', required: false, input: false, returned: false },
        lastLoginAt: { type: 'date', required: false, input: false, returned: false },
        // D40: set at sign-up from the `lang` cookie (databaseHooks below), changed by PUT /me/language.
        language: { type: 'string', required: false, input: false, defaultValue: 'en' },
      },
    },
    session: {
      // Off on purpose: with it a suspended user's cookie would keep working (docs/architecture.md, Pitfalls we met).
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHashingOf(config),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user: u, url }) => {
        const to = recipientOf(u);
        await sendMail(mailDeps, 'reset_password', { url: pageInLanguage(url, to.language) }, to);
      },
      onExistingUserSignUp: async ({ user: u }) => {
        // Sign-up answers the same for a taken address; the owner learns about it by mail instead.
        await sendMail(mailDeps, 'existing_account', {}, recipientOf(u));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user: u, url }) => {
        const to = recipientOf(u);
        await sendMail(mailDeps, 'verify_email', { url: verifiedLanding(url, to.language) }, to);
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: IP_RULES,
    },
    advanced: {
      cookiePrefix: 'granite',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns the Origin/CSRF check off when NODE_ENV=test; we keep it on everywhere so
      // the tests exercise what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const schema = BODY_SCHEMAS[ctx.path];
        if (!schema || ctx.body === undefined) return;
        const parsed = schema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const error = invalidData(fieldsFromZodIssues(parsed.error.issues));
          throw new APIError('BAD_REQUEST', {
            code: 'invalid_data',
            message: error.message,
            fields: error.fields,
          });
        }
        const body = parsed.data as Record<string, unknown>;
        // Sign-in: slowed per account and address, never locked for the owner (sign-in-guard.ts).
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
        const wait =
          ctx.path === '/sign-in/email' && typeof body.email === 'string'
            ? await signInWait(db, body.email, ip)
            : null;
        if (wait !== null) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'rate_limited', message: RATE_LIMIT_MESSAGE },
            { 'x-retry-after': String(wait) },
          );
        }
        const emailRule = EMAIL_RULES[ctx.path];
        if (emailRule && typeof body.email === 'string') {
          const { allowed, retryAfter } = await consumeRateLimit(
            db,
            `email|${ctx.path}|${body.email}`,
            emailRule,
          );
          if (!allowed) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'rate_limited', message: RATE_LIMIT_MESSAGE },
              {
                'x-retry-after': String(retryAfter),
              },
            );
          }
        }
        if (ctx.path === '/change-password') body.revokeOtherSessions = true; // sign out everywhere
        return { context: { body } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError && returned.statusCode === 401;
        if (returned instanceof APIError && !failed) return; // refused before the password was checked
        const email: string = ctx.body.email;
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
        const found = failed ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
        await recordSignIn(
          { db, mail, publicUrl: config.publicUrl },
          email,
          ip,
          failed
            ? {
                ok: false,
                owner: found
                  ? { email: found.user.email, name: found.user.name, language: languageOfUser(found.user) }
                  : null,
              }
            : { ok: true },
        );
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (u, ctx) => ({
            // Optional sign-up fields left blank are stored as NULL, not as empty text.
            data: {
              ...u,
              phone: u.phone || null,
              city: u.city || null,
              state: u.state || null,
              country: (u as { country?: string }).country || 'IN',
              // D40: a visitor who signed up from the Hindi storefront gets a Hindi account.
              language: languageFromCookie(
                ctx?.headers?.get('cookie') ?? ctx?.request?.headers.get('cookie'),
              ),
            },
          }),
        },
      },
      session: {
        create: {
          before: async (s) => {
            // D6: checked after the password, so it tells nothing to someone without it.
            const status = await userStatus(db, s.userId);
            if (!status || status === 'deleted')
              throw new APIError('UNAUTHORIZED', { code: 'unauthorized', message: DELETED_MESSAGE });
            if (status !== 'active')
              throw new APIError('FORBIDDEN', { code: 'account_suspended', message: SUSPENDED_MESSAGE });
          },
          after: async (s, ctx) => {
            // Storefront 4: on SIGNED_IN the last login is updated and user_login is logged, by the server.
            if (ctx?.path !== '/sign-in/email') return;
            await touchLastLogin(db, s.userId);
            await recordUserActivity(
              { db },
              {
                userId: s.userId,
                actorId: s.userId,
                action: 'user_login',
                ipAddress: s.ipAddress ?? null,
              },
            );
          },
        },
        delete: {
          after: async (s, ctx) => {
            if (ctx?.path !== '/sign-out') return;
            await recordUserActivity(
              { db },
              {
                userId: s.userId,
                actorId: s.userId,
                action: 'user_logout',
                ipAddress: s.ipAddress ?? null,
              },
            );
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
