// The complete data model of both spec documents. Enumerations are text columns guarded by CHECK
// constraints built from the shared option lists, so the database refuses what the API would.
import {
  ALERT_FREQUENCIES,
  AVAILABILITY_STATUSES,
  BALANCE_DUE_TERMS,
  BUYER_COUNTRY_CODES,
  CLAIM_OUTCOMES,
  CLAIM_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  type Consignee,
  CURRENCIES,
  DEFAULT_CURRENCY,
  type DispatchFrom,
  DOCUMENT_KINDS,
  DOCUMENT_STATES,
  EINVOICE_STATUSES,
  EXPORT_BALANCE_TERMS,
  EXPORT_COUNTRY_CODES,
  EXPORT_CURRENCIES,
  FINISHES,
  GRANITE_COLOURS,
  GRANITE_IMAGE_CATEGORIES,
  GST_RATES,
  GST_STATUSES,
  INCOTERMS,
  INDIAN_STATES,
  INLAND_LEGS,
  LANGUAGES,
  LOT_GRADES,
  MAIL_STATUSES,
  MANUFACTURER_REQUEST_STATUSES,
  MANUFACTURER_ROLES,
  MANUFACTURER_STATUSES,
  MATERIAL_QUALITIES,
  MEDIA_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EMAIL_MODES,
  NOTIFICATION_EVENTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PayeeDetails,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  QUANTITY_UNITS,
  QUOTE_MESSAGE_MAX_LENGTH,
  QUOTE_MESSAGE_SENDER_ROLES,
  QUOTE_REPLY_STATUSES,
  QUOTE_STATUSES,
  REQUIREMENT_STATUSES,
  SAMPLE_STATUSES,
  SHORTFALL_REASONS,
  SLAB_BILLING,
  SLAB_SIZES,
  SLAB_STATUSES,
  type TaxLine,
  THICKNESSES,
  TILE_SIZES,
  USER_ROLES,
  USER_STATUSES,
  VEHICLE_TYPES,
  VITALS_METRICS,
  VITALS_PAGE_TYPES,
} from '@granite/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Full-text search document; written only by the catalogue triggers (migration 0003). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () =>
  ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** D29: edit forms send the version they loaded; an update over a newer version answers 409. */
const rowVersion = () => integer('version').notNull().default(1);

/** CHECK (col IN (...)) from a shared option list; NULL passes unless the column is NOT NULL. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replaceAll("'", "''")}'`)),
    sql`, `,
  )})`;
}

// ---------------------------------------------------------------- accounts (better-auth, D1-D6)

/** The spec's profile: one row per account. Role 'admin' is the spec's is_admin (D1). */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('buyer'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: ts('ban_expires'),
    phone: text('phone'),
    city: text('city'),
    state: text('state'),
    status: text('status').notNull().default('active'),
    suspendedAt: ts('suspended_at'),
    suspensionReason: text('suspension_reason'),
    deletedAt: ts('deleted_at'),
    lastLoginAt: ts('last_login_at'),
    // D40: the language of the account's screens and e-mails.
    language: text('language').notNull().default('en'),
    // D47: India, or the export country of a buyer abroad (its phone is written with that country's code).
    country: text('country').notNull().default('IN'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_role_check', oneOf(t.role, USER_ROLES)),
    check('user_country_check', oneOf(t.country, BUYER_COUNTRY_CODES)),
    check('user_language_check', oneOf(t.language, LANGUAGES)),
    check('user_status_check', oneOf(t.status, USER_STATUSES)),
    index('user_created_at_idx').on(t.createdAt.desc()),
    index('user_status_idx').on(t.status),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters shared by every server process (docs/architecture.md, Pitfalls we met). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- media

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** sha256 of the re-encoded bytes; files are named by it. */
    hash: text('hash').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Stored renditions: [{ width, height, key, bytes }]. */
    variants: jsonb('variants')
      .$type<{ width: number; height: number; key: string; bytes: number }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_kind_check', oneOf(t.kind, MEDIA_KINDS)),
    check('media_dimensions_check', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} >= 0`),
    index('media_owner_idx').on(t.ownerUserId),
    uniqueIndex('media_kind_hash_idx').on(t.kind, t.hash),
  ],
);

// ---------------------------------------------------------------- manufacturers

/** D7: a manufacturer is separate from the user; owner_user_id links the approved applicant. */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    /** 6-digit PIN code of the business address (the profile's location, D14). */
    pincode: text('pincode'),
    gstin: text('gstin'),
    /** D14: "Verified" means an admin approved the GSTIN. */
    gstinVerified: boolean('gstin_verified').notNull().default(false),
    /** D42: the person who signs the documents as "Authorised Signatory", printed under the signature. */
    signatoryName: text('signatory_name'),
    /** D47: the exporter's IEC, and the LUT (ARN, financial year "2026-27") it exports under without IGST. */
    iec: text('iec'),
    lutNumber: text('lut_number'),
    lutFinancialYear: text('lut_financial_year'),
    /**
     * D34: regular, composition or unregistered (GST_STATUSES). Only a regular taxpayer charges GST
     * and issues a tax invoice; the others issue a bill of supply (CGST Rules r.49). A registered
     * status needs the GSTIN.
     */
    gstStatus: text('gst_status').notNull().default('unregistered'),
    description: text('description'),
    logoUrl: text('logo_url'),
    logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    isPremium: boolean('is_premium').notNull().default(false),
    /**
     * D38: the states this manufacturer delivers to, as named in INDIAN_STATES; null is all of India.
     * Open requirements delivered elsewhere are not shown to it.
     */
    deliveryStates: text('delivery_states').array(),
    status: text('status').notNull().default('active'),
    /** Soft delete while products or quote requests still point at it. */
    deletedAt: ts('deleted_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendors_status_check', oneOf(t.status, MANUFACTURER_STATUSES)),
    check('vendors_gst_status_check', oneOf(t.gstStatus, GST_STATUSES)),
    check('vendors_gst_status_gstin_check', sql`${t.gstStatus} = 'unregistered' or ${t.gstin} is not null`),
    check('vendors_lut_pair_check', sql`(${t.lutNumber} is null) = (${t.lutFinancialYear} is null)`),
    index('vendors_status_created_idx').on(t.status, t.createdAt.desc()),
    index('vendors_premium_idx').on(t.isPremium, t.status),
    index('vendors_owner_idx').on(t.ownerUserId),
    index('vendors_business_name_idx').on(t.businessName),
  ],
);

export const vendorRequests = pgTable(
  'vendor_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    gstin: text('gstin'),
    /** D8: result of the format and check-digit test, shown to admins. */
    gstinValid: boolean('gstin_valid'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendor_requests_status_check', oneOf(t.status, MANUFACTURER_REQUEST_STATUSES)),
    index('vendor_requests_status_idx').on(t.status, t.updatedAt.desc()),
    index('vendor_requests_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('bg-granite-gray'),
    textColor: text('text_color').notNull().default('text-white'),
    headerImageUrl: text('header_image_url'),
    headerImageMediaId: uuid('header_image_media_id').references(() => media.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Soft delete: hidden everywhere, name free for reuse, products keep their row. */
    deletedAt: ts('deleted_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_idx').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index('categories_active_name_idx').on(t.isActive, t.name),
  ],
);

/**
 * The trade names granite by its variety (Black Galaxy, Absolute Black, Kashmir White, Tan Brown,
 * Steel Grey …), a list admins keep (D32). Products name theirs; buyers compare a variety across
 * manufacturers and filter and search by it.
 */
export const stoneVarieties = pgTable(
  'stone_varieties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The colour family shown beside it (one of GRANITE_COLOURS), when admins set one. */
    colour: text('colour'),
    /** Other names the trade uses for it (search words), e.g. "Jet Black" for Absolute Black. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stone_varieties_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('stone_varieties_slug_idx').on(t.slug),
    check('stone_varieties_status_check', sql`${t.status} in ('active', 'hidden')`),
    check('stone_varieties_colour_check', oneOf(t.colour, GRANITE_COLOURS)),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Price per sq.ft in integer paise (docs/architecture.md, Money and tax). */
    pricePaise: integer('price_paise').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The stone's variety (D32); null until the manufacturer or an admin names it. */
    varietyId: integer('variety_id').references(() => stoneVarieties.id, { onDelete: 'restrict' }),
    imageUrl: text('image_url'),
    imageMediaId: uuid('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    status: text('status').notNull().default('active'),
    description: text('description'),
    materialQuality: text('material_quality').notNull().default('Premium'),
    productType: text('product_type').notNull().default('Slabs'),
    thickness: text('thickness'),
    slabSize: text('slab_size'),
    tileSize: text('tile_size'),
    finishType: text('finish_type'),
    waterAbsorption: text('water_absorption'),
    application: text('application'),
    origin: text('origin'),
    availabilityStatus: text('availability_status').notNull().default('Available'),
    technicalSpecifications: jsonb('technical_specifications')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    colour: text('colour'),
    /** D34: the product's HSN code (4 to 8 digits); the GST rate comes from hsn_rates. */
    hsn: text('hsn'),
    createdByAdmin: boolean('created_by_admin').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    version: rowVersion(),
    /** Weighted: name A, manufacturer B, colour/origin/quality C, description D. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} >= 0`),
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_quality_check', oneOf(t.materialQuality, MATERIAL_QUALITIES)),
    check('products_type_check', oneOf(t.productType, PRODUCT_TYPES)),
    check('products_thickness_check', oneOf(t.thickness, THICKNESSES)),
    check('products_slab_size_check', oneOf(t.slabSize, SLAB_SIZES)),
    check('products_tile_size_check', oneOf(t.tileSize, TILE_SIZES)),
    check('products_finish_check', oneOf(t.finishType, FINISHES)),
    check('products_availability_check', oneOf(t.availabilityStatus, AVAILABILITY_STATUSES)),
    check('products_hsn_check', sql`${t.hsn} is null or ${t.hsn} ~ '^[0-9]{4,8}$'`),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_variety_idx').on(t.varietyId, t.status, t.pricePaise),
    index('products_vendor_created_idx').on(t.vendorId, t.createdAt.desc()),
    // Each public sort reads its page from one of these in order (id breaks ties so pages are stable).
    index('products_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.status, t.pricePaise, t.id),
    index('products_name_idx').on(t.status, t.name, t.id),
    index('products_best_seller_idx').on(t.status, t.isBestSeller.desc(), t.createdAt.desc(), t.id.desc()),
    index('products_category_price_idx').on(t.categoryId, t.status, t.pricePaise, t.id),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

/** A product's gallery: up to 8 images in order; position 0 is the main image, mirrored in products.image_url. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_images_position_check', sql`${t.position} >= 0 and ${t.position} < 8`),
    index('product_images_product_idx').on(t.productId, t.position),
  ],
);

// ---------------------------------------------------------------- lots and slabs (D32)

/** D32: the slabs cut from one block of a product's stone (or one bundle of them), as one lot. */
export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The quarry block's number as the manufacturer marks it (B114). */
    blockNumber: text('block_number').notNull(),
    /** Lot or bundle number within the block; '' when the block is one lot. */
    lotNumber: text('lot_number').notNull().default(''),
    thicknessMm: integer('thickness_mm').notNull(),
    finish: text('finish').notNull(),
    grade: text('grade').notNull(),
    /** Where the slabs stand (the stock yard's city). */
    yardCity: text('yard_city').notNull(),
    notes: text('notes'),
    /** D46: the member of the firm who added the lot (null on lots added before it was kept). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lots_thickness_check', sql`${t.thicknessMm} between 6 and 100`),
    check('lots_finish_check', oneOf(t.finish, FINISHES)),
    check('lots_grade_check', oneOf(t.grade, LOT_GRADES)),
    uniqueIndex('lots_block_lot_idx').on(t.vendorId, t.blockNumber, t.lotNumber),
    index('lots_product_idx').on(t.productId, t.createdAt.desc()),
    index('lots_vendor_idx').on(t.vendorId, t.createdAt.desc()),
  ],
);

/** Photos of a lot's bundle, in order (D32). */
export const lotPhotos = pgTable(
  'lot_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('lot_photos_position_check', sql`${t.position} >= 0 and ${t.position} < 8`),
    index('lot_photos_lot_idx').on(t.lotId, t.position),
  ],
);

/**
 * D32: one slab of a lot. Sizes are kept in mm; sq.ft in hundredths, computed on the server once.
 * vendor_id and block_number are the lot's, copied so that a sequence number is unique within a
 * block whichever bundle it is in. A held slab names the one reply holding it (D32: at most one).
 */
export const slabs = pgTable(
  'slabs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    blockNumber: text('block_number').notNull(),
    sequence: integer('sequence').notNull(),
    lengthMm: integer('length_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    grossSqftX100: integer('gross_sqft_x100').notNull(),
    usableSqftX100: integer('usable_sqft_x100').notNull(),
    defects: text('defects'),
    photoMediaId: uuid('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('available'),
    heldByReplyId: integer('held_by_reply_id').references((): AnyPgColumn => quoteReplies.id, {
      onDelete: 'set null',
    }),
    heldUntil: date('held_until'),
    /** Sold outside the platform (the manufacturer marked it); no reply or order names it. */
    soldOutside: boolean('sold_outside').notNull().default(false),
    soldAt: ts('sold_at'),
    /** D46: the member of the firm who added the slab (null on slabs added before it was kept). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * D49: the key of the slab's public passport page (`/slab/<token>`), printed as its label's QR
     * code: 32 random hex characters (122 bits of gen_random_uuid, migration 0024), never the id, so an address cannot
     * be guessed from another or counted through.
     */
    passportToken: text('passport_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('slabs_status_check', oneOf(t.status, SLAB_STATUSES)),
    check('slabs_sequence_check', sql`${t.sequence} between 1 and 9999`),
    check('slabs_size_check', sql`${t.lengthMm} between 1 and 3600 and ${t.widthMm} between 1 and 2200`),
    check('slabs_sqft_check', sql`${t.usableSqftX100} > 0 and ${t.usableSqftX100} <= ${t.grossSqftX100}`),
    check(
      'slabs_hold_check',
      sql`(${t.status} = 'held') = (${t.heldByReplyId} is not null and ${t.heldUntil} is not null)`,
    ),
    uniqueIndex('slabs_block_sequence_idx').on(t.vendorId, t.blockNumber, t.sequence),
    uniqueIndex('slabs_passport_token_idx').on(t.passportToken),
    index('slabs_lot_idx').on(t.lotId, t.sequence),
    index('slabs_product_status_idx').on(t.productId, t.status),
    index('slabs_vendor_status_idx').on(t.vendorId, t.status, t.id),
    index('slabs_held_by_idx').on(t.heldByReplyId).where(sql`${t.heldByReplyId} is not null`),
    index('slabs_held_until_idx').on(t.heldUntil).where(sql`${t.status} = 'held'`),
  ],
);

/**
 * What a product has in stock, kept by triggers on slabs and lots (migration 0011) so the catalogue
 * filters and cards ("6 lots · 2,340 sq.ft in stock") read one row per product. size_frontier holds
 * the available slabs' (length, width) pairs that no other available slab beats in both, flattened:
 * a product has a slab of at least L × W exactly when one pair does.
 */
export const productStock = pgTable('product_stock', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  lotsInStock: integer('lots_in_stock').notNull().default(0),
  availableSlabs: integer('available_slabs').notNull().default(0),
  heldSlabs: integer('held_slabs').notNull().default(0),
  availableSqftX100: bigint('available_sqft_x100', { mode: 'number' }).notNull().default(0),
  maxLengthMm: integer('max_length_mm'),
  maxWidthMm: integer('max_width_mm'),
  sizeFrontier: integer('size_frontier').array().notNull().default(sql`'{}'::integer[]`),
  thicknessesMm: integer('thicknesses_mm').array().notNull().default(sql`'{}'::integer[]`),
  grades: text('grades').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Product page views per product per day, without bots and the product's own manufacturer (D22). */
export const productViewDays = pgTable(
  'product_view_days',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_view_days_day_idx').on(t.day)],
);

/**
 * The distinct words of the catalogue's search vectors with how many products use each, kept by
 * triggers. Typo correction matches query words against these few thousand rows with pg_trgm
 * instead of against every product (~140 ms per query the naive way).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull(),
  },
  // GiST, not GIN: the lookup asks for the nearest words (ORDER BY word <-> typed LIMIT n), which only
  // GiST answers from the index (about 1 ms a word instead of 4–13 ms).
  (t) => [index('search_words_trgm_gist').using('gist', t.word.op('gist_trgm_ops'))],
);

/** One row; its version is bumped by triggers whenever anything the public catalogue shows changes. */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------- quotes and orders (D16-D18)

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Requests made together from the comparison share one group (D16). */
    groupId: uuid('group_id'),
    idempotencyKey: text('idempotency_key'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    /**
     * D31: the e-mail address a signed-out visitor gives. The request stays 'unconfirmed' until the
     * address is confirmed by the link sent to it; the link (its token kept only as a SHA-256 hash)
     * then lets the visitor follow the request, or set a password and hold it in an account.
     */
    email: text('email'),
    emailConfirmedAt: ts('email_confirmed_at'),
    accessTokenHash: text('access_token_hash'),
    /** The quantity, in `quantity_unit`: sq.ft for slabs and tiles, cubic metres or tonnes for blocks. */
    quantitySqft: integer('quantity_sqft').notNull(),
    /** D34: the unit quantity code (UQC) of the quantity: SQF, or CBM / MTS for blocks. */
    quantityUnit: text('quantity_unit').notNull().default('SQF'),
    /**
     * D34: the buyer's business as chosen in the quote form, kept as it was (the invoice's "Bill to").
     * The place of supply is the delivery's state (IGST Act s.10(1)(a)), or the buyer's own state when
     * the goods go to a consignee (s.10(1)(b)).
     */
    buyerCompany: text('buyer_company'),
    buyerGstin: text('buyer_gstin'),
    billingAddress: text('billing_address'),
    billingState: text('billing_state'),
    deliveryAddress: text('delivery_address'),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPin: text('delivery_pin').notNull(),
    /** D34: the state the delivery PIN lies in (the state beside it deciding a shared district); null before. */
    deliveryState: text('delivery_state'),
    /** D34: the consignee of a bill-to-ship-to request (name, address, city, state, PIN, GSTIN). */
    consignee: jsonb('consignee').$type<Consignee>(),
    materialQuality: text('material_quality').notNull(),
    productType: text('product_type').notNull(),
    thickness: text('thickness'),
    slabSize: text('slab_size'),
    tileSize: text('tile_size'),
    finishType: text('finish_type'),
    neededBy: date('needed_by'),
    additionalNotes: text('additional_notes'),
    /**
     * D38: the open requirement this request answers. It is made when the manufacturer replies to
     * the requirement, one per manufacturer (the unique index), already forwarded.
     */
    requirementId: integer('requirement_id').references((): AnyPgColumn => requirements.id, {
      onDelete: 'set null',
    }),
    /** D39: the sample the buyer cites; the reply, the order and its documents carry its lot and block. */
    sampleId: integer('sample_id').references((): AnyPgColumn => sampleRequests.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /** D17: when and by whom it reached the manufacturer; forwarded_by is null when auto-forwarded. */
    forwardedAt: ts('forwarded_at'),
    forwardedBy: text('forwarded_by').references(() => user.id, { onDelete: 'set null' }),
    /** Time of the manufacturer's FIRST reply (D27 counts response times from it); revisions keep it. */
    respondedAt: ts('responded_at'),
    acceptedAt: ts('accepted_at'),
    declinedAt: ts('declined_at'),
    closedAt: ts('closed_at'),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quote_requests_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quote_requests_quality_check', oneOf(t.materialQuality, MATERIAL_QUALITIES)),
    check('quote_requests_type_check', oneOf(t.productType, PRODUCT_TYPES)),
    check('quote_requests_unit_check', oneOf(t.quantityUnit, QUANTITY_UNITS)),
    check('quote_requests_thickness_check', oneOf(t.thickness, THICKNESSES)),
    check('quote_requests_slab_size_check', oneOf(t.slabSize, SLAB_SIZES)),
    check('quote_requests_tile_size_check', oneOf(t.tileSize, TILE_SIZES)),
    check('quote_requests_finish_check', oneOf(t.finishType, FINISHES)),
    check('quote_requests_quantity_check', sql`${t.quantitySqft} > 0`),
    index('quote_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('quote_requests_vendor_idx').on(t.vendorId, t.status, t.createdAt.desc()),
    index('quote_requests_status_idx').on(t.status, t.createdAt.desc()),
    index('quote_requests_group_idx').on(t.groupId),
    uniqueIndex('quote_requests_idempotency_idx').on(t.idempotencyKey, t.productId),
    // Admin queue: requests waiting to be forwarded, oldest first.
    index('quote_requests_status_forwarded_idx').on(t.vendorId, t.forwardedAt),
    // D31: the link in the confirmation e-mail finds its requests by the token's hash.
    index('quote_requests_access_token_idx').on(t.accessTokenHash),
    // D38: one request (and so one reply with its revisions) per manufacturer and requirement.
    uniqueIndex('quote_requests_requirement_vendor_idx').on(t.requirementId, t.vendorId),
    index('quote_requests_sample_idx').on(t.sampleId),
  ],
);

/**
 * D17: a manufacturer's reply to a quote request. Revisions are kept: each is a row numbered from 1;
 * the newest is 'current', older ones 'superseded'. Amounts in paise; the landed total is
 * quantity × price + freight + GST on both (packages/shared/src/quote-math.ts).
 */
export const quoteReplies = pgTable(
  'quote_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    revision: integer('revision').notNull(),
    /** ADR 016, D47: the ISO 4217 currency of the price, the freight and the tax lines. */
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    /** Per sq.ft excluding GST, in the currency's minor unit (paise for ₹). */
    pricePaise: integer('price_paise').notNull(),
    /** Percent, one of GST_RATES (0.25 % has a fraction). */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    /** Freight to the buyer's PIN for the whole quantity; null when ex_works. */
    freightPaise: integer('freight_paise'),
    exWorks: boolean('ex_works').notNull().default(false),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: date('valid_until').notNull(),
    message: text('message'),
    /**
     * D33: a reply offering slabs bills their usable or gross sq.ft; billed_sqft_x100 is that sum in
     * hundredths of a sq.ft (null for a product-level reply, which bills the request's quantity).
     */
    billsOn: text('bills_on'),
    billedSqftX100: integer('billed_sqft_x100'),
    /** D34: the HSN the rate came from, the two states and the split (null on replies made before D34). */
    hsn: text('hsn'),
    /**
     * D34: the manufacturer's GST status when it replied; a reply of one not 'regular' carries no GST
     * lines (CGST Act s.10(4), s.32). Null on replies made before the status was kept (regular).
     */
    supplierGstStatus: text('supplier_gst_status'),
    supplierState: text('supplier_state'),
    placeOfSupply: text('place_of_supply'),
    /**
     * ADR 016: the tax as lines (kind, rate, amount), computed once by gstLines; null on replies made
     * before D34. The three columns below are the lines' sums, written from them for older readers.
     */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }),
    igstPaise: bigint('igst_paise', { mode: 'number' }),
    /** D36: advance before dispatch (percent) and when the balance is due. */
    advancePercent: integer('advance_percent').notNull().default(0),
    balanceDue: text('balance_due').notNull().default('on-delivery'),
    balanceDays: integer('balance_days'),
    status: text('status').notNull().default('current'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quote_replies_status_check', oneOf(t.status, QUOTE_REPLY_STATUSES)),
    check('quote_replies_currency_check', oneOf(t.currency, CURRENCIES)),
    check('quote_replies_gst_status_check', oneOf(t.supplierGstStatus, GST_STATUSES)),
    check(
      'quote_replies_tax_lines_check',
      sql`${t.taxLines} is null or jsonb_typeof(${t.taxLines}) = 'array'`,
    ),
    check('quote_replies_gst_rate_check', sql`${t.gstRate} in (${sql.raw(GST_RATES.join(', '))})`),
    check('quote_replies_price_check', sql`${t.pricePaise} > 0`),
    check('quote_replies_revision_check', sql`${t.revision} >= 1`),
    check('quote_replies_bills_on_check', oneOf(t.billsOn, SLAB_BILLING)),
    check('quote_replies_advance_check', sql`${t.advancePercent} between 0 and 100`),
    check('quote_replies_balance_due_check', oneOf(t.balanceDue, BALANCE_DUE_TERMS)),
    check(
      'quote_replies_balance_days_check',
      sql`(${t.balanceDue} = 'days-after-delivery') = (${t.balanceDays} is not null) and (${t.balanceDays} is null or ${t.balanceDays} between 1 and 180)`,
    ),
    check(
      'quote_replies_tax_split_check',
      sql`(${t.cgstPaise} is null or ${t.cgstPaise} >= 0) and (${t.sgstPaise} is null or ${t.sgstPaise} >= 0) and (${t.igstPaise} is null or ${t.igstPaise} >= 0)`,
    ),
    check(
      'quote_replies_billed_sqft_check',
      sql`(${t.billsOn} is null) = (${t.billedSqftX100} is null) and (${t.billedSqftX100} is null or ${t.billedSqftX100} > 0)`,
    ),
    check('quote_replies_lead_time_check', sql`${t.leadTimeDays} >= 0 and ${t.leadTimeDays} <= 365`),
    check(
      'quote_replies_freight_check',
      sql`(${t.exWorks} and ${t.freightPaise} is null) or (not ${t.exWorks} and ${t.freightPaise} >= 0)`,
    ),
    uniqueIndex('quote_replies_revision_idx').on(t.quoteRequestId, t.revision),
    // At most one live reply and one accepted reply per request, whatever races.
    uniqueIndex('quote_replies_current_idx').on(t.quoteRequestId).where(sql`${t.status} = 'current'`),
    uniqueIndex('quote_replies_accepted_idx').on(t.quoteRequestId).where(sql`${t.status} = 'accepted'`),
    index('quote_replies_vendor_idx').on(t.vendorId, t.createdAt.desc()),
    // The expiry job: current replies past their validity date.
    index('quote_replies_expiry_idx').on(t.status, t.validUntil),
  ],
);

/**
 * D17: the thread between a quote request's buyer and its manufacturer. Bodies are stored as
 * written; phone numbers, e-mail addresses and links are masked when read, until the request is
 * accepted.
 */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    senderUserId: text('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull(),
    /** ADR 021: a photo or video of the stone sent with the message (the text may then be empty). */
    fileId: uuid('file_id').references(() => attachmentFiles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    /** When the other side first read it. */
    readAt: ts('read_at'),
  },
  (t) => [
    check('quote_messages_sender_role_check', oneOf(t.senderRole, QUOTE_MESSAGE_SENDER_ROLES)),
    check(
      'quote_messages_body_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(QUOTE_MESSAGE_MAX_LENGTH))} and (char_length(${t.body}) >= 1 or ${t.fileId} is not null)`,
    ),
    index('quote_messages_request_idx').on(t.quoteRequestId, t.createdAt, t.id),
    index('quote_messages_file_idx').on(t.fileId),
  ],
);

/**
 * D18: an order made from an accepted reply. Amounts are copied from the reply at acceptance:
 * subtotal = quantity × price, GST on subtotal + freight, total = the landed total. The manufacturer
 * moves it one step at a time; each step's time is kept for the buyer.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .unique()
      .references(() => quoteRequests.id, { onDelete: 'restrict' }),
    quoteReplyId: integer('quote_reply_id')
      .notNull()
      .unique()
      .references(() => quoteReplies.id, { onDelete: 'restrict' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    deliveryAddress: text('delivery_address').notNull(),
    /**
     * D34, D35: where the goods go, as the request had it (the consignee's address for a
     * bill-to-ship-to order): the e-way bill's ship-to place, PIN and state. Null on orders made before.
     */
    deliveryCity: text('delivery_city'),
    deliveryPin: text('delivery_pin'),
    deliveryState: text('delivery_state'),
    /** D34: the consignee the buyer directed the goods to ("Ship to"; e-way bill transaction type 2). */
    consignee: jsonb('consignee').$type<Consignee>(),
    /** The quantity, in `quantity_unit` (sq.ft for slabs and tiles, CBM or MTS for blocks). */
    quantitySqft: integer('quantity_sqft').notNull(),
    /** D34: the request's unit quantity code (UQC), printed on the invoice and the e-way bill. */
    quantityUnit: text('quantity_unit').notNull().default('SQF'),
    /** D33: the billed sq.ft of the accepted reply's slabs, in hundredths; null for product-level orders. */
    billedSqftX100: integer('billed_sqft_x100'),
    /** ADR 016, D47: the ISO 4217 currency of every amount of the order, the accepted reply's. */
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    /** Per sq.ft excluding GST, in the currency's minor unit (paise for ₹). */
    pricePaise: integer('price_paise').notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    /** Null when ex-works (the buyer collects). */
    freightPaise: bigint('freight_paise', { mode: 'number' }),
    exWorks: boolean('ex_works').notNull().default(false),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    /** Landed total: subtotal + freight + GST. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    status: text('status').notNull().default('pending'),
    confirmedAt: ts('confirmed_at'),
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    transporter: text('transporter'),
    lrNumber: text('lr_number'),
    /** D35: the lorry receipt's date (the e-way bill's transport document date). */
    lrDate: date('lr_date'),
    /** D35: what the e-way bill needs when the order ships (consignments over ₹50,000). */
    transporterGstin: text('transporter_gstin'),
    vehicleNumber: text('vehicle_number'),
    /** D35: R regular, O over-dimensional cargo; null on orders shipped before it was asked. */
    vehicleType: text('vehicle_type'),
    distanceKm: integer('distance_km'),
    /** D35: where the goods left from when not the manufacturer's address (e-way bill type 3 or 4). */
    dispatchFrom: jsonb('dispatch_from').$type<DispatchFrom>(),
    /** D34: the accepted reply's tax split and the parties' states and businesses, as they were. */
    hsn: text('hsn'),
    supplierState: text('supplier_state'),
    supplierGstin: text('supplier_gstin'),
    /** D34: the accepted reply's GST status: 'regular' ships with a tax invoice, the others a bill of supply. */
    supplierGstStatus: text('supplier_gst_status'),
    placeOfSupply: text('place_of_supply'),
    /** ADR 016: the accepted reply's tax lines; the three columns below are their sums. */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }),
    igstPaise: bigint('igst_paise', { mode: 'number' }),
    buyerCompany: text('buyer_company'),
    buyerGstin: text('buyer_gstin'),
    billingAddress: text('billing_address'),
    billingState: text('billing_state'),
    /** D36: the accepted reply's payment terms. */
    advancePercent: integer('advance_percent').notNull().default(0),
    balanceDue: text('balance_due').notNull().default('on-delivery'),
    balanceDays: integer('balance_days'),
    /**
     * D44: the manufacturer's bank account and UPI ID as they were when the buyer accepted; null when
     * it had given none. The order keeps it: a later change in Settings is shown beside it, never instead.
     */
    payee: jsonb('payee').$type<PayeeDetails>(),
    /** D37: the buyer confirmed receipt (or it was confirmed by itself 7 days after delivery). */
    receivedAt: ts('received_at'),
    receiptAutomatic: boolean('receipt_automatic').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_currency_check', oneOf(t.currency, CURRENCIES)),
    check('orders_unit_check', oneOf(t.quantityUnit, QUANTITY_UNITS)),
    check('orders_gst_status_check', oneOf(t.supplierGstStatus, GST_STATUSES)),
    check('orders_tax_lines_check', sql`${t.taxLines} is null or jsonb_typeof(${t.taxLines}) = 'array'`),
    check('orders_advance_check', sql`${t.advancePercent} between 0 and 100`),
    check('orders_balance_due_check', oneOf(t.balanceDue, BALANCE_DUE_TERMS)),
    check('orders_distance_check', sql`${t.distanceKm} is null or ${t.distanceKm} between 1 and 4000`),
    check('orders_vehicle_type_check', oneOf(t.vehicleType, VEHICLE_TYPES)),
    check('orders_delivery_state_check', oneOf(t.deliveryState, INDIAN_STATES)),
    check(
      'orders_amounts_check',
      sql`${t.quantitySqft} > 0 and ${t.pricePaise} > 0 and ${t.subtotalPaise} >= 0 and ${t.gstPaise} >= 0 and ${t.totalPaise} >= 0 and (${t.freightPaise} is null or ${t.freightPaise} >= 0)`,
    ),
    check(
      'orders_cancel_check',
      sql`${t.status} <> 'cancelled' or (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
    index('orders_vendor_idx').on(t.vendorId, t.status, t.createdAt.desc()),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** D33: the slabs a buyer chose when requesting a quote (a lot, or some of its slabs). */
export const quoteRequestSlabs = pgTable(
  'quote_request_slabs',
  {
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    slabId: integer('slab_id')
      .notNull()
      .references(() => slabs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteRequestId, t.slabId] }),
    index('quote_request_slabs_slab_idx').on(t.slabId),
  ],
);

/**
 * D33: the slabs a reply (each revision) offered, with their lot, block and sizes as they were, so
 * the quote sheet, the order and its documents keep them even if the slab row is later deleted.
 */
export const quoteReplySlabs = pgTable(
  'quote_reply_slabs',
  {
    quoteReplyId: integer('quote_reply_id')
      .notNull()
      .references(() => quoteReplies.id, { onDelete: 'cascade' }),
    slabId: integer('slab_id').references(() => slabs.id, { onDelete: 'set null' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    blockNumber: text('block_number').notNull(),
    lotNumber: text('lot_number').notNull(),
    sequence: integer('sequence').notNull(),
    lengthMm: integer('length_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    grossSqftX100: integer('gross_sqft_x100').notNull(),
    usableSqftX100: integer('usable_sqft_x100').notNull(),
    photoMediaId: uuid('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteReplyId, t.position] }),
    index('quote_reply_slabs_slab_idx').on(t.slabId),
  ],
);

// ---------------------------------------------------------------- papers and money (D34-D37)

/** D34/D35: a buyer's business, used in the quote form and printed on the order's documents. */
export const buyerBusinesses = pgTable(
  'buyer_businesses',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** D47: India, or the export country of a buyer abroad. */
    country: text('country').notNull().default('IN'),
    /**
     * Optional in India: an unregistered buyer has none (D8 checks the check digit; its state must be
     * the billing state). Never abroad (D47).
     */
    gstin: text('gstin'),
    billingAddress: text('billing_address').notNull(),
    billingCity: text('billing_city').notNull(),
    /** In India; none abroad. */
    billingState: text('billing_state'),
    billingPin: text('billing_pin'),
    /** D47, abroad: the postcode as the country writes it (none where it has none), the region, the importer's number. */
    billingPostcode: text('billing_postcode'),
    billingRegion: text('billing_region'),
    importId: text('import_id'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('buyer_businesses_state_check', oneOf(t.billingState, INDIAN_STATES)),
    check('buyer_businesses_country_check', oneOf(t.country, BUYER_COUNTRY_CODES)),
    // D34, D47: an Indian address has its state and PIN; one abroad has neither, and no GSTIN.
    check(
      'buyer_businesses_address_form_check',
      sql`(${t.country} = 'IN' and ${t.billingState} is not null and ${t.billingPin} is not null and ${t.billingPostcode} is null and ${t.importId} is null) or (${t.country} <> 'IN' and ${t.gstin} is null and ${t.billingState} is null and ${t.billingPin} is null)`,
    ),
  ],
);

/** D34: where a buyer has stone delivered (sites, godowns), chosen in the quote form. */
export const buyerDeliveryAddresses = pgTable(
  'buyer_delivery_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('buyer_delivery_addresses_state_check', oneOf(t.state, INDIAN_STATES)),
    index('buyer_delivery_addresses_user_idx').on(t.userId),
  ],
);

/** D34: GST rates by HSN code and the date they took effect; the longest matching prefix applies. */
export const hsnRates = pgTable(
  'hsn_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hsn: text('hsn').notNull(),
    description: text('description').notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hsn_rates_hsn_check', sql`${t.hsn} ~ '^[0-9]{4,8}$'`),
    check('hsn_rates_rate_check', sql`${t.ratePercent} in (${sql.raw(GST_RATES.join(', '))})`),
    uniqueIndex('hsn_rates_hsn_date_idx').on(t.hsn, t.effectiveFrom),
  ],
);

/**
 * D47: ₹ per unit of a foreign currency from a day on (for exports, the rate customs notify). A
 * quote takes the latest rate on or before its date and keeps the rate it used.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    inrPerUnit: numeric('inr_per_unit', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    /** The customs notification the rate comes from. */
    source: text('source'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exchange_rates_currency_check', oneOf(t.currency, EXPORT_CURRENCIES)),
    check('exchange_rates_rate_check', sql`${t.inrPerUnit} > 0`),
    uniqueIndex('exchange_rates_currency_date_idx').on(t.currency, t.effectiveFrom),
  ],
);

/**
 * D48: what a container may weigh (its payload, kg) on its way to a buyer in a country, by the
 * leg after the port of discharge. Seeded with defaults an admin confirms.
 */
export const containerPayloadLimits = pgTable(
  'container_payload_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    country: text('country').notNull(),
    leg: text('leg').notNull(),
    limit20Kg: integer('limit_20_kg').notNull(),
    limit40Kg: integer('limit_40_kg').notNull(),
    note: text('note'),
    confirmed: boolean('confirmed').notNull().default(false),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('container_payload_limits_country_check', oneOf(t.country, EXPORT_COUNTRY_CODES)),
    check('container_payload_limits_leg_check', oneOf(t.leg, INLAND_LEGS)),
    check(
      'container_payload_limits_kg_check',
      sql`${t.limit20Kg} between 1000 and 32500 and ${t.limit40Kg} between 1000 and 32500`,
    ),
    uniqueIndex('container_payload_limits_country_leg_idx').on(t.country, t.leg),
  ],
);

/**
 * D47, D48: the export terms of a reply to a buyer abroad, beside the trade's reply (which carries
 * the currency, the price per sq.ft, the carriage and insurance as its freight, the held slabs):
 * the Incoterm and ports, the price per m², freight and insurance apart, the exchange rate of the
 * reply's date and the total's ₹ value, the payment terms and the container plan, as offered.
 */
export const exportReplyTerms = pgTable(
  'export_reply_terms',
  {
    replyId: integer('reply_id')
      .primaryKey()
      .references(() => quoteReplies.id, { onDelete: 'cascade' }),
    incoterm: text('incoterm').notNull(),
    portOfLoading: text('port_of_loading'),
    portOfDischarge: text('port_of_discharge'),
    destinationCountry: text('destination_country').notNull(),
    inlandLeg: text('inland_leg').notNull(),
    /** In the reply's currency's minor unit. */
    pricePerM2Minor: bigint('price_per_m2_minor', { mode: 'number' }).notNull(),
    freightMinor: bigint('freight_minor', { mode: 'number' }),
    insuranceMinor: bigint('insurance_minor', { mode: 'number' }),
    inrPerUnit: numeric('inr_per_unit', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    rateEffectiveFrom: date('rate_effective_from').notNull(),
    rateSource: text('rate_source'),
    totalInrPaise: bigint('total_inr_paise', { mode: 'number' }).notNull(),
    advancePercent: integer('advance_percent').notNull().default(0),
    balanceTerms: text('balance_terms').notNull(),
    /** D48: the 20' and 40' plans as offered (ContainerPlanView[]). */
    plans: jsonb('plans').notNull(),
    /** The payload limits were an admin's confirmed figures, not the seeded defaults. */
    limitsConfirmed: boolean('limits_confirmed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('export_reply_terms_incoterm_check', oneOf(t.incoterm, INCOTERMS)),
    check('export_reply_terms_country_check', oneOf(t.destinationCountry, EXPORT_COUNTRY_CODES)),
    check('export_reply_terms_leg_check', oneOf(t.inlandLeg, INLAND_LEGS)),
    check('export_reply_terms_balance_check', oneOf(t.balanceTerms, EXPORT_BALANCE_TERMS)),
    check(
      'export_reply_terms_amounts_check',
      sql`${t.pricePerM2Minor} > 0 and (${t.freightMinor} is null or ${t.freightMinor} >= 0) and (${t.insuranceMinor} is null or ${t.insuranceMinor} >= 0) and ${t.advancePercent} between 0 and 100`,
    ),
    check('export_reply_terms_plans_check', sql`jsonb_typeof(${t.plans}) = 'array'`),
  ],
);

/** D36: a payment the buyer recorded against an order; the manufacturer confirms or disputes it. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method').notNull(),
    /** UTR of a bank transfer or UPI payment, or the cheque number. */
    reference: text('reference').notNull(),
    status: text('status').notNull().default('recorded'),
    disputeReason: text('dispute_reason'),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    /** D45: who took the last decision, the manufacturer or an admin; null while recorded. */
    decidedAs: text('decided_as'),
    /** D45: the admin's note to both sides when an admin decided. */
    adminNote: text('admin_note'),
    /** D45: the buyer's latest answer to a dispute: a note and a file (a photo or a PDF). */
    answerNote: text('answer_note'),
    answerFileId: uuid('answer_file_id').references(() => attachmentFiles.id, { onDelete: 'set null' }),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: ts('answered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_payments_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'order_payments_decided_as_check',
      sql`${t.decidedAs} is null or ${t.decidedAs} in ('manufacturer', 'admin')`,
    ),
    check(
      'order_payments_answer_check',
      sql`${t.status} <> 'answered' or (${t.answerNote} is not null and ${t.answeredAt} is not null)`,
    ),
    check('order_payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('order_payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('order_payments_dispute_check', sql`${t.status} <> 'disputed' or ${t.disputeReason} is not null`),
    uniqueIndex('order_payments_reference_idx').on(t.orderId, t.method, t.reference),
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * D44: where a manufacturer is paid: its bank account (every field or none) and a UPI ID. `changedAt`
 * moves only when what a buyer pays to changes, and is the day the buyer's warning names.
 */
export const manufacturerPayees = pgTable(
  'manufacturer_payees',
  {
    manufacturerId: integer('manufacturer_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    accountHolder: text('account_holder'),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    bankName: text('bank_name'),
    branch: text('branch'),
    upiId: text('upi_id'),
    changedAt: ts('changed_at').notNull().defaultNow(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'manufacturer_payees_bank_check',
      sql`(${t.accountHolder} is null) = (${t.accountNumber} is null) and (${t.accountNumber} is null) = (${t.ifsc} is null) and (${t.ifsc} is null) = (${t.bankName} is null) and (${t.bankName} is null) = (${t.branch} is null)`,
    ),
    check('manufacturer_payees_ifsc_check', sql`${t.ifsc} is null or ${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check(
      'manufacturer_payees_something_check',
      sql`${t.accountNumber} is not null or ${t.upiId} is not null`,
    ),
  ],
);

/**
 * D45: a file attached to a record by the attachments module (a buyer's answer to a disputed payment):
 * a photo re-encoded to WebP or a checked PDF, stored by its content's hash; deleted with what shows it.
 */
export const attachmentFiles = pgTable(
  'attachment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** A photo's small copy (480 px WebP) for a thread; null for a PDF, a video or a payment's photo. */
    previewKey: text('preview_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'attachment_files_mime_check',
      sql`${t.mimeType} in ('image/webp', 'application/pdf', 'video/mp4', 'video/quicktime')`,
    ),
    index('attachment_files_owner_idx').on(t.ownerUserId),
  ],
);

/** D36: one reminder per order, kind and due date, whichever process runs the job. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueOn: date('due_on').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind, t.dueOn] })],
);

/**
 * D35, D42: the numbered series per financial year (April–March) of each GSTIN — the registration
 * the law numbers by (CGST Rules r.46(b)), whichever manufacturer records share it — or, for a
 * manufacturer without one, of that manufacturer ('M' and its id): `tax_invoice` today, credit
 * notes and the other numbered kinds later. A row-locked counter (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING) hands out the numbers at issue, so there is no gap and no duplicate.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    /** The GSTIN the documents are issued under, or 'M<id>' for a manufacturer without one. */
    issuer: text('issuer').notNull(),
    /** The manufacturer whose document opened the series. */
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.series, t.financialYear] }),
    check('document_series_year_check', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/**
 * D35: the prefix a GSTIN's documents are numbered with ("GMK" in "GMK/26-27/0007"), set once by its
 * manufacturer in Settings; up to 5 letters, digits or hyphens, so that a number of the series
 * stays within 16 characters (CGST Rules r.46(b)). Without one, the business's initials.
 */
export const seriesPrefixes = pgTable(
  'series_prefixes',
  {
    gstin: text('gstin').primaryKey(),
    prefix: text('prefix').notNull(),
    /** The manufacturer that set it. */
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [check('series_prefixes_prefix_check', sql`${t.prefix} ~ '^[A-Z0-9-]{1,5}$'`)],
);

/**
 * D35, D42, ADR 014: a document and its life. Made from the order's snapshot (kept here, so the file
 * is rendered from the record and reads the same every time), numbered at issue, never changed once
 * issued: only its state moves (registered with the IRP, D43; cancelled; credited by a credit note).
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('draft'),
    /** The series the number is taken from ('tax_invoice'), or 'order' for a number made of the order's. */
    series: text('series').notNull(),
    /** The number as printed; null while a draft. */
    number: text('number'),
    financialYear: text('financial_year'),
    /** What the document prints (parties, GSTINs, place of supply, lines, tax lines, totals, currency). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    issuedAt: ts('issued_at'),
    issuedBy: text('issued_by').references(() => user.id, { onDelete: 'set null' }),
    /** Where the stored file is (media storage); its SHA-256 and size. */
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    bytes: integer('bytes'),
    /** D43: the e-invoice's registration with the IRP. */
    irn: text('irn'),
    ackNo: text('ack_no'),
    ackDate: ts('ack_date'),
    signedQr: text('signed_qr'),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** D42: the document this one corrects (a credit note's invoice). */
    correctsId: integer('corrects_id').references((): AnyPgColumn => documents.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('documents_kind_check', oneOf(t.kind, DOCUMENT_KINDS)),
    check('documents_state_check', oneOf(t.state, DOCUMENT_STATES)),
    check(
      'documents_issued_check',
      sql`${t.state} = 'draft' or (${t.number} is not null and ${t.issuedAt} is not null)`,
    ),
    check('documents_cancelled_check', sql`${t.state} <> 'cancelled' or ${t.cancelReason} is not null`),
    // D35: numbers are unique within a GSTIN's series (r.46(b)): a manufacturer that changed its
    // GSTIN starts the new registration's series again at 0001.
    uniqueIndex('documents_number_idx').on(
      t.manufacturerId,
      t.kind,
      t.number,
      sql`coalesce(${t.snapshot}->'supplier'->>'gstin', '')`,
    ),
    index('documents_order_idx').on(t.orderId, t.kind, t.issuedAt.desc()),
  ],
);

/**
 * D43: a manufacturer's e-invoicing: whether its aggregate turnover is above ₹5 crore, and its IRP
 * API credentials (the secret and the password encrypted with the server's key, never sent back).
 */
export const einvoiceSettings = pgTable('einvoice_settings', {
  manufacturerId: integer('manufacturer_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  aboveThreshold: boolean('above_threshold').notNull().default(false),
  clientId: text('client_id').notNull().default(''),
  clientSecretSealed: text('client_secret_sealed'),
  username: text('username').notNull().default(''),
  passwordSealed: text('password_sealed'),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * D43: a document that must be registered with the IRP, and how its registration went: pending,
 * registered (its IRN is on the document), refused (the IRP's last code and message) or cancelled.
 */
export const einvoiceRegistrations = pgTable(
  'einvoice_registrations',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'restrict' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    attemptedAt: ts('attempted_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('einvoice_registrations_status_check', oneOf(t.status, EINVOICE_STATUSES)),
    index('einvoice_registrations_manufacturer_idx').on(t.manufacturerId, t.status),
  ],
);

/** D37: a quality claim on a delivered order, raised within 7 days of delivery. */
export const orderClaims = pgTable(
  'order_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    outcomeNote: text('outcome_note'),
    /** D42: the credit note or replacement challan its outcome issued. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'restrict' }),
    raisedBy: text('raised_by').references(() => user.id, { onDelete: 'set null' }),
    closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_claims_status_check', oneOf(t.status, CLAIM_STATUSES)),
    check('order_claims_outcome_check', oneOf(t.outcome, CLAIM_OUTCOMES)),
    check(
      'order_claims_closed_check',
      sql`(${t.status} = 'closed') = (${t.outcome} is not null and ${t.closedAt} is not null)`,
    ),
    // One open claim per order at a time, whatever races.
    uniqueIndex('order_claims_open_idx').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('order_claims_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** D37: up to 8 photos of a claim. */
export const orderClaimPhotos = pgTable(
  'order_claim_photos',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => orderClaims.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.position] }),
    check('order_claim_photos_position_check', sql`${t.position} between 0 and 7`),
  ],
);

/** D26: one review per delivered order; the manufacturer may reply once; an admin may hide it with a reason. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    vendorReply: text('vendor_reply'),
    vendorRepliedAt: ts('vendor_replied_at'),
    hiddenAt: ts('hidden_at'),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_hidden_check', sql`${t.hiddenAt} is null or ${t.hiddenReason} is not null`),
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt.desc()).where(sql`${t.hiddenAt} is null`),
  ],
);

// ---------------------------------------------------------------- notifications and scheduled jobs

/**
 * In-app notifications (the bell); e-mailed at once or in the daily digest per the user's preference.
 * ADR 019: a row is an event, its template's key and the template's parameters (texts as message ids
 * with their values, names as written), rendered for each channel in the reader's language when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What happened ('quote_replied', 'order_shipped' …), as the bell's API names it. */
    kind: text('kind').notNull(),
    /** The key in notifications/templates.ts; 'legacy_text' for a row kept as it was written. */
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** False when the reader turned the bell of its event off: the row waits only for the digest. */
    inBell: boolean('in_bell').notNull().default(true),
    /** A path in the site, e.g. /vendor/quotes/12. */
    link: text('link'),
    readAt: ts('read_at'),
    emailedAt: ts('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inBell}`),
    index('notifications_unemailed_idx').on(t.userId, t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailMode: text('email_mode').notNull().default('immediate'),
    /** Secret in the unsubscribe link of every notification e-mail. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    lastDigestAt: ts('last_digest_at'),
    updatedAt: updatedAt(),
  },
  (t) => [check('notification_preferences_mode_check', oneOf(t.emailMode, NOTIFICATION_EMAIL_MODES))],
);

/**
 * ADR 019: a choice per event and channel that differs from the default (every channel on). A row
 * turns one channel of one event off or back on; transactional templates ignore it.
 */
export const notificationChannelPreferences = pgTable(
  'notification_channel_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event, t.channel] }),
    check('notification_channel_preferences_event_check', oneOf(t.event, NOTIFICATION_EVENTS)),
    check('notification_channel_preferences_channel_check', oneOf(t.channel, NOTIFICATION_CHANNELS)),
  ],
);

/** Last run of each scheduled job; jobs take pg_try_advisory_lock so one process runs each. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: ts('last_run_at').notNull(),
});

// ---------------------------------------------------------------- buyer tools (D15, D22)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const comparisonItems = pgTable(
  'comparison_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const savedComparisons = pgTable(
  'saved_comparisons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The comparison's query: product, category and filters. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_comparisons_user_idx').on(t.userId, t.createdAt.desc())],
);

// ---------------------------------------------------------------- content and settings (D19-D21)

/** Settings by key: footer_info, legal_info, social_media, contact_settings, company_info, team_members, seo. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: rowVersion(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Homepage content blocks by section: hero, contact_info, categories, cta, featured_products, … */
export const homepageContent = pgTable('homepage_content', {
  section: text('section').primaryKey(),
  content: jsonb('content').notNull(),
  version: rowVersion(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Version counters of in-process caches other than the catalogue's (catalog_state), one row per
 * cache: bumped by triggers in the writing transaction, re-read by every server process at most once
 * a second (lib/version-check.ts). 'content': site_settings and homepage_content.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const graniteImages = pgTable(
  'granite_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    color: text('color').notNull().default('Mixed'),
    description: text('description'),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('granite_images_color_check', oneOf(t.color, GRANITE_COLOURS)),
    check('granite_images_category_check', oneOf(t.category, GRANITE_IMAGE_CATEGORIES)),
    index('granite_images_category_idx').on(t.category, t.isActive, t.sortOrder),
  ],
);

// ---------------------------------------------------------------- activity, contact, mail

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** D28: which row — e.g. entity_type 'product', entity_id '42'. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** D28: changed fields, { field: { before, after } }. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_user_idx').on(t.userId, t.createdAt.desc()),
    index('activity_log_action_idx').on(t.action, t.createdAt.desc()),
    index('activity_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('activity_log_created_idx').on(t.createdAt.desc()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    ipAddress: text('ip_address'),
    /** Set when an admin marks it handled or answers it by e-mail (D21: the admin inbox). */
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
    handledAt: ts('handled_at'),
    replyText: text('reply_text'),
    repliedAt: ts('replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_messages_status_check', oneOf(t.status, CONTACT_MESSAGE_STATUSES)),
    index('contact_messages_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Every e-mail is written here first and sent by a retrying worker (docs/architecture.md, Documents, notifications and mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: ts('send_after').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_pending_idx').on(t.status, t.sendAfter),
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- field data (phones first)

/** One real visitor's metric on one page type (no URL, no address, no account). */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    /** Milliseconds for LCP and INP; the unitless score for CLS. */
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('web_vitals_page_type_check', oneOf(t.pageType, VITALS_PAGE_TYPES)),
    check('web_vitals_metric_check', oneOf(t.metric, VITALS_METRICS)),
    check('web_vitals_value_check', sql`${t.value} >= 0`),
    index('web_vitals_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- reach (D38, D39, D41)

/**
 * D38: a buyer's open requirement, shown to every manufacturer with matching products (category or
 * variety, product type; the manufacturer's delivery states). A reply makes a quote request for that
 * manufacturer in the requirement's group, so the quote sheet compares them like forwarded replies.
 * reply_count counts those requests; the conditional update that raises it decides the tenth seat.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The quote sheet's group of the requests that replies make (D16). */
    groupId: uuid('group_id').notNull().unique(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    varietyId: integer('variety_id').references(() => stoneVarieties.id, { onDelete: 'restrict' }),
    /** The stone or colour in the buyer's words (shown with the category or variety). */
    stone: text('stone'),
    productType: text('product_type').notNull(),
    finishType: text('finish_type'),
    thickness: text('thickness'),
    materialQuality: text('material_quality').notNull().default('Premium'),
    quantitySqft: integer('quantity_sqft').notNull(),
    /** Per sq.ft, in paise; shown to manufacturers, and replies above it are marked for the buyer. */
    targetPricePaise: integer('target_price_paise'),
    customerName: text('customer_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    buyerCompany: text('buyer_company'),
    buyerGstin: text('buyer_gstin'),
    billingAddress: text('billing_address'),
    billingState: text('billing_state'),
    deliveryAddress: text('delivery_address'),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPin: text('delivery_pin').notNull(),
    /** The delivery PIN's state (pin-states.ts); manufacturers limited to states match on it. */
    deliveryState: text('delivery_state'),
    neededBy: date('needed_by'),
    description: text('description'),
    expiresAt: ts('expires_at').notNull(),
    status: text('status').notNull().default('open'),
    replyCount: integer('reply_count').notNull().default(0),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    hiddenAt: ts('hidden_at'),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('requirements_status_check', oneOf(t.status, REQUIREMENT_STATUSES)),
    check('requirements_stone_check', sql`${t.categoryId} is not null or ${t.varietyId} is not null`),
    check('requirements_type_check', oneOf(t.productType, PRODUCT_TYPES)),
    check('requirements_finish_check', oneOf(t.finishType, FINISHES)),
    check('requirements_thickness_check', oneOf(t.thickness, THICKNESSES)),
    check('requirements_quality_check', oneOf(t.materialQuality, MATERIAL_QUALITIES)),
    check('requirements_quantity_check', sql`${t.quantitySqft} > 0`),
    check(
      'requirements_target_check',
      sql`${t.targetPricePaise} is null or ${t.targetPricePaise} between 1 and 1000000000`,
    ),
    check('requirements_pin_check', sql`${t.deliveryPin} ~ '^[1-9][0-9]{5}$'`),
    check('requirements_seats_check', sql`${t.replyCount} between 0 and 10`),
    index('requirements_user_idx').on(t.userId, t.createdAt.desc()),
    index('requirements_open_idx').on(t.status, t.expiresAt),
    index('requirements_category_idx').on(t.categoryId, t.productType, t.createdAt.desc()),
    index('requirements_variety_idx').on(t.varietyId, t.productType, t.createdAt.desc()),
  ],
);

/**
 * D39: a buyer's request for a sample cut from one lot. The lot's block and product are kept as they
 * were, so the sample still names its block if the lot is later removed.
 */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    blockNumber: text('block_number').notNull(),
    lotNumber: text('lot_number').notNull().default(''),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPin: text('delivery_pin').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('requested'),
    /** Set when the manufacturer accepts; 0 is free. Paise. */
    feePaise: integer('fee_paise'),
    declineReason: text('decline_reason'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    acceptedAt: ts('accepted_at'),
    declinedAt: ts('declined_at'),
    dispatchedAt: ts('dispatched_at'),
    receivedAt: ts('received_at'),
    cancelledAt: ts('cancelled_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sample_requests_status_check', oneOf(t.status, SAMPLE_STATUSES)),
    check('sample_requests_fee_check', sql`${t.feePaise} is null or ${t.feePaise} between 0 and 10000000`),
    check('sample_requests_pin_check', sql`${t.deliveryPin} ~ '^[1-9][0-9]{5}$'`),
    index('sample_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('sample_requests_vendor_idx').on(t.vendorId, t.status, t.createdAt.desc()),
    index('sample_requests_lot_idx').on(t.lotId),
  ],
);

/**
 * D41: a buyer's saved catalogue search (the catalogue URL's path and query) and its alert. The
 * alert job visits each due search once per run and looks for products and lots created, and prices
 * lowered, after checked_through; the unsubscribe link carries a token kept only as its SHA-256 hash.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A catalogue URL without the origin: /products?…, /category/3?…, /search?…. */
    url: text('url').notNull(),
    frequency: text('frequency').notNull().default('daily'),
    priceDrops: boolean('price_drops').notNull().default(true),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    /** Everything up to here has been looked at (new products, lots and price drops after it count). */
    checkedThrough: ts('checked_through').notNull().defaultNow(),
    lastAlertAt: ts('last_alert_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_searches_frequency_check', oneOf(t.frequency, ALERT_FREQUENCIES)),
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_due_idx').on(t.frequency, t.checkedThrough),
  ],
);

/**
 * D41: each lowering of a product's price, written by a trigger on products (the alert job reads
 * drops after a saved search's checked_through). Old rows are pruned by the alert job.
 */
export const priceDrops = pgTable(
  'price_drops',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    oldPricePaise: integer('old_price_paise').notNull(),
    newPricePaise: integer('new_price_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('price_drops_created_idx').on(t.createdAt), index('price_drops_product_idx').on(t.productId)],
);

/**
 * D46: the members of a manufacturer firm and their roles. The account of record
 * (`vendors.owner_user_id`) is kept an owner here by the trigger of migration 0028, so every
 * manufacturer is a firm from the day it is approved; a removed member keeps the row (with
 * `removed_at`) so the history still names them, and loses access on the next request.
 */
export const firmMembers = pgTable(
  'firm_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    removedAt: ts('removed_at'),
    removedBy: text('removed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('firm_members_person_idx').on(t.manufacturerId, t.userId),
    index('firm_members_user_idx').on(t.userId),
    check('firm_members_role_check', oneOf(t.role, MANUFACTURER_ROLES)),
  ],
);

/**
 * D46: an invitation to a manufacturer firm, sent by e-mail. Only the SHA-256 of the link's token is
 * kept; the link is valid FIRM_INVITATION_DAYS days and used once (`accepted_at`), or revoked.
 */
export const firmInvitations = pgTable(
  'firm_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('firm_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('firm_invitations_open_idx')
      .on(t.manufacturerId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('firm_invitations_role_check', oneOf(t.role, MANUFACTURER_ROLES)),
  ],
);

// ---------------------------------------------------------------- loading (D49)

/**
 * D49: a slab of an order scanned onto the lorry (from its label's QR code, or typed), by which
 * member, when, in which bundle. The primary key keeps each slab once per order, however many
 * phones scan it at the same moment.
 */
export const orderLoadingScans = pgTable(
  'order_loading_scans',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slabId: integer('slab_id')
      .notNull()
      .references(() => slabs.id, { onDelete: 'cascade' }),
    bundle: integer('bundle'),
    scannedBy: text('scanned_by').references(() => user.id, { onDelete: 'set null' }),
    scannedAt: ts('scanned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.slabId] }),
    check('order_loading_scans_bundle_check', sql`${t.bundle} is null or ${t.bundle} between 1 and 99`),
    index('order_loading_scans_slab_idx').on(t.slabId),
  ],
);

/**
 * D49: a slab of the order that does not travel, and why: broken, or replaced by another slab of the
 * same product, which the buyer accepts (`accepted_at`) before the order ships.
 */
export const orderLoadingShortfalls = pgTable(
  'order_loading_shortfalls',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slabId: integer('slab_id')
      .notNull()
      .references(() => slabs.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    replacementSlabId: integer('replacement_slab_id').references(() => slabs.id, { onDelete: 'set null' }),
    acceptedAt: ts('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.slabId] }),
    check('order_loading_shortfalls_reason_check', oneOf(t.reason, SHORTFALL_REASONS)),
    check(
      'order_loading_shortfalls_replacement_check',
      sql`${t.reason} = 'replaced' or (${t.replacementSlabId} is null and ${t.acceptedAt} is null)`,
    ),
    index('order_loading_shortfalls_replacement_idx').on(t.replacementSlabId),
  ],
);

/** D49: photos of the loaded bundles of an order, kept as the proof of loading. */
export const orderLoadingPhotos = pgTable(
  'order_loading_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_loading_photos_order_idx').on(t.orderId, t.id)],
);
