// Site content and settings by key (storefront 2.2, 2.3, 2.14-2.16, 3; admin 3; D19-D21). An admin
// write replaces one whole block and is validated here, on the server and in the admin forms alike.
// Every object is strict, so an unknown key is refused with a 400 naming it.
import type { Nodes as MdastNode } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { z } from 'zod';
import { LIMITS } from '../limits';
import { FIXED_LEGAL_PAGES } from '../storefront-constants';

/** Homepage content blocks (table homepage_content). */
export const HOMEPAGE_CONTENT_KEYS = [
  'hero',
  'contact_info',
  'categories',
  'cta',
  'featured_products',
  'why_choose_us',
  'trusted_manufacturers',
  'how_it_works',
  /** Admin 2, Homepage → About Us (ADR 009): the home page's short about text. */
  'home_about',
  /** Admin 2, Homepage → Manufacturers (ADR 009): what a manufacturer gets, in the become-a-vendor section. */
  'become_vendor',
] as const;

/** Site settings (table site_settings). */
export const SITE_SETTING_KEYS = [
  'footer_info',
  'legal_info',
  'social_media',
  'company_info',
  'team_members',
  'seo',
  'contact_settings',
] as const;

export const CONTENT_KEYS = [...HOMEPAGE_CONTENT_KEYS, ...SITE_SETTING_KEYS] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

export const isContentKey = (key: string): key is ContentKey =>
  (CONTENT_KEYS as readonly string[]).includes(key);

// The four fixed legal pages (storefront 2.15) and the footer defaults live with the other constants
// every page needs, away from the schemas (no zod in a page's first download).
export { FIXED_LEGAL_PAGES, type FixedLegalKey, FOOTER_INFO_DEFAULTS } from '../storefront-constants';

// ---------------------------------------------------------------- field schemas

const text = (max: number) =>
  z.string({ message: 'must be a string' }).trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, 'is required');

const SHORT = 200;
const PARAGRAPH = 2_000;
/** Legal pages and long company texts are Markdown (D20); 100k characters is a long contract. */
const MARKDOWN = 100_000;

/** Schemes a browser would execute or that smuggle content; refused anywhere a link is stored. */
const UNSAFE_SCHEME = /^\s*(?:javascript|vbscript|data|file):/i;

/**
 * A link or image address: empty (not set), an absolute http(s) URL, or a site path such as
 * `/media/…` or `/contact`. `javascript:` and friends are refused (bad input).
 */
export const SafeUrlSchema = text(2_048).refine(
  (v) => {
    if (v === '') return true;
    if (UNSAFE_SCHEME.test(v)) return false;
    if (v.startsWith('/')) return !v.startsWith('//') && !/[\s\\]/.test(v);
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  { message: 'must be an http(s) address or a path starting with /' },
);

/** A link to a social profile: empty or an https address. */
const SocialUrlSchema = text(2_048).refine(
  (v) => {
    if (v === '') return true;
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  },
  { message: 'must be an https address' },
);

/**
 * Markdown written by admins (D20). Links with an executable scheme are refused outright so nobody
 * stores a trap; raw HTML (a <script>, an <img onerror=…>) is removed before it is stored
 * (stripRawHtml), and the pages render what remains sanitised as well.
 */
export const markdownText = (max: number) =>
  text(max)
    .refine((v) => !hasUnsafeMarkdownLink(v), {
      message: 'must not contain javascript:, vbscript: or data: links',
    })
    .transform(stripRawHtml);

/**
 * D20: no raw HTML from the database reaches a page. Removes script, style, iframe and similar
 * elements with their content, HTML comments, and every other tag (its text stays). Markdown
 * autolinks such as <https://…> and a lone "a < b" are not tags and are kept. Idempotent.
 */
export function stripRawHtml(markdown: string): string {
  let v = markdown;
  for (let round = 0; round < 5; round++) {
    const before = v;
    v = v
      .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
      .replace(
        /<(script|style|iframe|object|embed|noscript|template|textarea|title|xmp|noembed|noframes)\b[\s\S]*?(?:<\/\1\s*>|$)/gi,
        '',
      )
      .replace(/<\/?[a-z][a-z0-9-]*(?:[\s/][^>]*)?>/gi, '');
    if (v === before) break;
  }
  return v;
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/**
 * A link destination as a browser would read its scheme: HTML entities (`java&#115;cript:`, also
 * without the `;`) and percent escapes (`%6Aavascript:`) decoded, and the tabs, newlines and control
 * characters browsers skip inside a scheme removed.
 */
export function linkScheme(destination: string): string {
  let v = destination;
  for (let round = 0; round < 3; round++) {
    const before = v;
    v = v
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
        String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
      )
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
      .replace(/&([a-z]+);/gi, (m, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? m)
      .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (v === before) break;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
  return v.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

const SCRIPT_SCHEME = /^(?:javascript|vbscript|data|file):/;
const HTML_URL_ATTRIBUTE = /\b(?:href|src|action|formaction|xlink:href)\s*=\s*["']?([^"'>]*)/gi;

/**
 * Whether Markdown holds a link or image whose destination would run script (D20). The text is read
 * by the parser the pages render with (mdast-util-from-markdown, under react-markdown), so a
 * destination counts exactly as another CommonMark client would read it: on the line after its
 * definition (`[r1]:\njavascript:…`), with backslash escapes (`javascript\:…`), under a label holding
 * an escaped `]`. Every link, image and definition, and every raw HTML attribute that takes an
 * address, is then read as a browser reads its scheme (linkScheme: entities, percent escapes and
 * skipped control characters). A code span that only shows such a link is text, not a link.
 */
export function hasUnsafeMarkdownLink(markdown: string): boolean {
  const destinations: string[] = [];
  const visit = (node: MdastNode): void => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      destinations.push(node.url);
    if (node.type === 'html')
      for (const m of node.value.matchAll(HTML_URL_ATTRIBUTE)) destinations.push(m[1]!);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromMarkdown(markdown));
  return destinations.some((d) => SCRIPT_SCHEME.test(linkScheme(d)));
}
export const MarkdownSchema = markdownText(MARKDOWN);

const optionalEmail = text(254).refine((v) => v === '' || z.email().safeParse(v).success, {
  message: 'must be a valid e-mail address',
});

const phoneText = text(40).refine((v) => v === '' || /^\+?[\d\s()-]{6,40}$/.test(v), {
  message: 'must be a phone number',
});

// ---------------------------------------------------------------- homepage blocks

/** D25: the live counts a hero statistic may show (counted by the server from the database). */
export const HERO_LIVE_COUNTS = ['manufacturers', 'products', 'answered_quotes'] as const;
export type HeroLiveCount = (typeof HERO_LIVE_COUNTS)[number];

/**
 * One hero statistic (D25). With `live` and an empty `value` the server shows the live count;
 * a `value` typed by an admin replaces it. Without `live` the value is required.
 */
export const HeroStat = z
  .object({
    label: requiredText(60),
    value: text(30),
    live: z.enum(HERO_LIVE_COUNTS, { message: `must be one of ${HERO_LIVE_COUNTS.join(', ')}` }).optional(),
  })
  .strict()
  .superRefine((stat, ctx) => {
    if (!stat.live && !stat.value) ctx.addIssue({ code: 'custom', path: ['value'], message: 'is required' });
  });
export type HeroStat = z.infer<typeof HeroStat>;

export const HeroContent = z
  .object({
    title: requiredText(SHORT),
    subtitle: text(PARAGRAPH),
    stats: z.array(HeroStat, { message: 'must be a list' }).max(6, 'must have at most 6 items'),
    showcaseImage: SafeUrlSchema,
  })
  .strict();
export type HeroContent = z.infer<typeof HeroContent>;

export const ContactInfoContent = z
  .object({
    /** With country code (+ first), digits only in the link (wa.me/<digits>). Empty: no chat button. */
    whatsappNumber: text(20).refine((v) => v === '' || /^\+\d{8,15}$/.test(v.replace(/[\s-]/g, '')), {
      message: 'must be a phone number with country code, e.g. +919876543210',
    }),
    whatsappMessage: text(500),
    email: optionalEmail,
    emailSubject: text(SHORT),
    emailBody: text(PARAGRAPH),
  })
  .strict();
export type ContactInfoContent = z.infer<typeof ContactInfoContent>;

export const CategoriesContent = z
  .object({
    title: requiredText(SHORT),
    subtitle: text(PARAGRAPH),
    /** Admin 2: an image per category slot; `id` is a category id or a colour slot (black, white…). */
    categoryImages: z
      .array(z.object({ id: requiredText(40), image: SafeUrlSchema }).strict(), { message: 'must be a list' })
      .max(50, 'must have at most 50 items'),
    /** A shorter home-page description per category id. */
    categoryDetails: z
      .array(z.object({ id: requiredText(40), description: text(500) }).strict(), {
        message: 'must be a list',
      })
      .max(50, 'must have at most 50 items'),
  })
  .strict();
export type CategoriesContent = z.infer<typeof CategoriesContent>;

export const CtaContent = z
  .object({ title: requiredText(SHORT), subtitle: text(PARAGRAPH), backgroundImage: SafeUrlSchema })
  .strict();
export type CtaContent = z.infer<typeof CtaContent>;

export const FeaturedProductsContent = z
  .object({ title: requiredText(SHORT), subtitle: text(PARAGRAPH), description: text(PARAGRAPH) })
  .strict();
export type FeaturedProductsContent = z.infer<typeof FeaturedProductsContent>;

const TitledItem = z.object({ title: requiredText(SHORT), description: text(PARAGRAPH) }).strict();

export const WhyChooseUsContent = z
  .object({
    title: requiredText(SHORT),
    subtitle: text(PARAGRAPH),
    features: z.array(TitledItem, { message: 'must be a list' }).max(12, 'must have at most 12 items'),
  })
  .strict();
export type WhyChooseUsContent = z.infer<typeof WhyChooseUsContent>;

export const TrustedManufacturersContent = z
  .object({
    title: requiredText(SHORT),
    subtitle: text(PARAGRAPH),
    /** Admin 2: rows an admin types in. The home page lists live premium manufacturers (D14). */
    manufacturers: z
      .array(
        z
          .object({
            name: requiredText(SHORT),
            location: text(SHORT),
            experience: text(60),
            specialization: text(SHORT),
          })
          .strict(),
        { message: 'must be a list' },
      )
      .max(20, 'must have at most 20 items'),
  })
  .strict();
export type TrustedManufacturersContent = z.infer<typeof TrustedManufacturersContent>;

export const HowItWorksContent = z
  .object({
    title: requiredText(SHORT),
    subtitle: text(PARAGRAPH),
    buyerSteps: z.array(TitledItem, { message: 'must be a list' }).max(8, 'must have at most 8 items'),
    vendorSteps: z.array(TitledItem, { message: 'must be a list' }).max(8, 'must have at most 8 items'),
  })
  .strict();
export type HowItWorksContent = z.infer<typeof HowItWorksContent>;

/** ADR 009: Homepage → About Us. An empty body hides the section. */
export const HomeAboutContent = z.object({ title: requiredText(SHORT), body: markdownText(4_000) }).strict();
export type HomeAboutContent = z.infer<typeof HomeAboutContent>;

/** ADR 009: Homepage → Manufacturers. The benefits listed in the become-a-vendor section. */
export const BecomeManufacturerContent = z
  .object({
    benefits: z.array(TitledItem, { message: 'must be a list' }).max(6, 'must have at most 6 items'),
  })
  .strict();
export type BecomeManufacturerContent = z.infer<typeof BecomeManufacturerContent>;

// ---------------------------------------------------------------- site settings

/** Storefront 2.2: used only when all five strings are present; otherwise the defaults. */
export const FooterInfo = z
  .object({
    businessName: requiredText(SHORT),
    description: text(PARAGRAPH),
    address: text(500),
    phone: phoneText,
    email: optionalEmail,
  })
  .strict();
export type FooterInfo = z.infer<typeof FooterInfo>;

const LegalDocument = z.object({ title: requiredText(SHORT), content: MarkdownSchema }).strict();

const FIXED_SLUGS: readonly string[] = FIXED_LEGAL_PAGES.map((p) => p.slug);

export const LegalPageSlugSchema = text(80).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'must be lowercase letters, digits and single hyphens',
);

export const LegalInfo = z
  .object({
    privacyPolicy: LegalDocument,
    termsOfService: LegalDocument,
    cookiePolicy: LegalDocument,
    refundPolicy: LegalDocument,
    additionalPages: z
      .array(
        z.object({ slug: LegalPageSlugSchema, title: requiredText(SHORT), content: MarkdownSchema }).strict(),
        {
          message: 'must be a list',
        },
      )
      .max(20, 'must have at most 20 items')
      .superRefine((pages, ctx) => {
        const seen = new Set<string>();
        pages.forEach((page, index) => {
          if (FIXED_SLUGS.includes(page.slug) || seen.has(page.slug)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'slug'],
              message: FIXED_SLUGS.includes(page.slug) ? 'is one of the fixed legal pages' : 'is used twice',
            });
          }
          seen.add(page.slug);
        });
      }),
  })
  .strict();
export type LegalInfo = z.infer<typeof LegalInfo>;

export const SocialMedia = z
  .object({
    instagram: SocialUrlSchema,
    facebook: SocialUrlSchema,
    twitter: SocialUrlSchema,
    linkedin: SocialUrlSchema,
  })
  .strict();
export type SocialMedia = z.infer<typeof SocialMedia>;

export const CompanyInfo = z
  .object({
    companyName: requiredText(SHORT),
    foundedYear: z
      .number({ message: 'must be a year' })
      .int('must be a year')
      .min(1800, 'must be 1800 or later')
      .max(2100, 'must be 2100 or earlier')
      .nullable(),
    mission: markdownText(10_000),
    vision: markdownText(10_000),
    description: markdownText(20_000),
    headquarters: text(SHORT),
    employeesCount: text(30),
    yearsExperience: text(30),
    heroImageUrl: SafeUrlSchema,
  })
  .strict();
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export const TeamMembers = z
  .object({
    members: z
      .array(
        z
          .object({
            id: requiredText(40),
            name: requiredText(120),
            position: text(120),
            bio: text(PARAGRAPH),
            imageUrl: SafeUrlSchema,
          })
          .strict(),
        { message: 'must be a list' },
      )
      .max(50, 'must have at most 50 items'),
  })
  .strict();
export type TeamMembers = z.infer<typeof TeamMembers>;

export const SeoSettings = z
  .object({
    siteTitle: requiredText(SHORT),
    metaDescription: text(500),
    keywords: text(500),
    ogTitle: text(SHORT),
    ogDescription: text(500),
    ogImage: SafeUrlSchema,
    twitterTitle: text(SHORT),
    twitterDescription: text(500),
    canonicalUrl: SafeUrlSchema,
    robotsTxt: text(10_000),
    // D22: no Google Analytics or Tag Manager ID: the site loads no tracker (and asks no consent for
    // one), so a field that did nothing is gone; values stored earlier are ignored when read.
    /** JSON-LD as text; must parse as a JSON object when set. */
    structuredData: text(20_000).refine(
      (v) => {
        if (v === '') return true;
        try {
          const parsed: unknown = JSON.parse(v);
          return typeof parsed === 'object' && parsed !== null;
        } catch {
          return false;
        }
      },
      { message: 'must be a JSON object' },
    ),
  })
  .strict();
export type SeoSettings = z.infer<typeof SeoSettings>;

/** Admin 2, General tab: the site's contact details (contact page; D21 recipient). */
export const ContactSettings = z
  .object({
    siteName: requiredText(SHORT),
    siteDescription: text(PARAGRAPH),
    contactEmail: optionalEmail,
    contactPhone: phoneText,
    address: text(500),
  })
  .strict();
export type ContactSettings = z.infer<typeof ContactSettings>;

/** The write schema of each key: `PUT /api/v1/admin/content/{key}` parses its body with it. */
export const CONTENT_SCHEMAS = {
  hero: HeroContent,
  contact_info: ContactInfoContent,
  categories: CategoriesContent,
  cta: CtaContent,
  featured_products: FeaturedProductsContent,
  why_choose_us: WhyChooseUsContent,
  trusted_manufacturers: TrustedManufacturersContent,
  how_it_works: HowItWorksContent,
  home_about: HomeAboutContent,
  become_vendor: BecomeManufacturerContent,
  footer_info: FooterInfo,
  legal_info: LegalInfo,
  social_media: SocialMedia,
  company_info: CompanyInfo,
  team_members: TeamMembers,
  seo: SeoSettings,
  contact_settings: ContactSettings,
} satisfies Record<ContentKey, z.ZodType>;

export type ContentValue<K extends ContentKey> = z.infer<(typeof CONTENT_SCHEMAS)[K]>;
export type ContentValues = { [K in ContentKey]: ContentValue<K> };

/** Storefront 2.2: these settings apply only when every field is valid; otherwise all defaults. */
export const ALL_OR_NOTHING_KEYS: readonly ContentKey[] = ['footer_info', 'contact_settings'];

/** Response schema of one block (documents each key's value; the write schema is CONTENT_SCHEMAS). */
export const StoreContentBlock = z.discriminatedUnion(
  'key',
  CONTENT_KEYS.map((key) =>
    z.object({ key: z.literal(key), value: CONTENT_SCHEMAS[key], updatedAt: z.string().nullable() }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/**
 * GET /api/v1/content/legal-pages: the legal pages' titles and addresses (the four fixed pages, then
 * the administrator's extra pages) without their texts. The footer of every storefront page links
 * them (storefront 2.2); the texts, up to 100k characters each, are read only by /legal/:slug.
 */
export const StoreLegalPageLinks = z
  .object({ pages: z.array(z.object({ slug: z.string(), title: z.string() }).strict()) })
  .strict();
export type StoreLegalPageLinks = z.infer<typeof StoreLegalPageLinks>;

/** GET /api/v1/content: the blocks asked for (all when `keys` is absent), by key. */
export const StoreContentBlocks = z.partialRecord(z.enum(CONTENT_KEYS), StoreContentBlock);

/**
 * Body of `PUT /api/v1/admin/content/{key}`: the version the form loaded (D29; 0 when the block was
 * never saved) and the value of that key, checked by the service with CONTENT_SCHEMAS[key] (so the
 * 400 names the key's own fields); documented per key by the answer.
 */
export const AdminContentBody = z
  .object({
    version: z
      .number({ message: 'is required (the version the form loaded)' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more'),
    value: z
      .record(z.string(), z.unknown(), { message: 'must be an object' })
      .describe('The value of the block: see the schema of its key in the answer of GET /content/{key}'),
  })
  .strict();
export type AdminContentBody = z.infer<typeof AdminContentBody>;

/** D29: the message of a save over a newer version. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';

/**
 * A block as the admin forms load it: the stored value merged over the defaults (hero statistics
 * as stored, not resolved), and its version (0 while the defaults apply) to send back (D29).
 */
export const AdminContentBlock = z.discriminatedUnion(
  'key',
  CONTENT_KEYS.map((key) =>
    z.object({
      key: z.literal(key),
      value: CONTENT_SCHEMAS[key],
      version: z.number().int(),
      updatedAt: z.string().nullable(),
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
export type AdminContentBlock<K extends ContentKey = ContentKey> = ContentBlock<K> & { version: number };

/** D25: the live counts behind the hero statistics, for the admin form. */
export const HeroLiveCounts = z.object({
  manufacturers: z.number().int(),
  products: z.number().int(),
  answered_quotes: z.number().int(),
});
export type HeroLiveCounts = z.infer<typeof HeroLiveCounts>;

/** One block as the API answers it: the stored value merged over the defaults. */
export type ContentBlock<K extends ContentKey = ContentKey> = {
  key: K;
  value: ContentValue<K>;
  /** When an admin last saved it; null while the built-in defaults apply. */
  updatedAt: string | null;
};

export const StoreContentQuery = z
  .object({
    keys: z
      .string()
      .transform((v, ctx) => {
        const keys = [
          ...new Set(
            v
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean),
          ),
        ];
        const unknown = keys.filter((k) => !isContentKey(k));
        if (unknown.length) {
          ctx.addIssue({ code: 'custom', message: `unknown key ${unknown.join(', ')}` });
          return z.NEVER;
        }
        return keys as ContentKey[];
      })
      .optional(),
  })
  .strict();

export const ContentKeyParams = z
  .object({
    key: z.enum(CONTENT_KEYS, { message: `must be one of: ${CONTENT_KEYS.join(', ')}` }),
  })
  .strict();

// ---------------------------------------------------------------- contact form

/** Storefront 2.14 and 5: name, e-mail and message required; phone and subject optional. */
export const StoreContactMessage = z
  .object({
    name: requiredText(120),
    email: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(254, 'is too long')
      .pipe(z.email('must be a valid e-mail address')),
    phone: phoneText.optional().default(''),
    subject: text(SHORT).optional().default(''),
    message: requiredText(LIMITS.contactMessageMaxLength),
  })
  .strict();
export type StoreContactMessage = z.input<typeof StoreContactMessage>;

/** The answer of the contact form: the stored message's id and the spec's thank-you text. */
export const ContactMessageAccepted = z.object({ id: z.number().int(), message: z.string() });
